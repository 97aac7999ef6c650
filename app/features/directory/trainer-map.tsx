import type { ListedRow } from "../../../src/shared/directory-view";
import "leaflet/dist/leaflet.css";
import "leaflet.markercluster/dist/MarkerCluster.css";
import "leaflet.markercluster/dist/MarkerCluster.Default.css";
import "./trainer-map.css";
import L from "./leaflet-global";
import "leaflet.markercluster";
import { useEffect, useMemo } from "react";
import { MapContainer, TileLayer, useMap } from "react-leaflet";
import { popupBio, trainerPath } from "../../../src/shared/directory-rules";
import { useSite } from "../../lib/site-config";

/** Spec §9: the middle of the US at zoom 4, 400 px high, no scroll-wheel or double-click zoom. */
export const MAP_CENTER: [number, number] = [39.8283, -98.5795];
export const MAP_ZOOM = 4;

const pin = L.divIcon({
  className: "trainer-pin",
  html: '<svg viewBox="0 0 24 32" width="24" height="32" aria-hidden="true"><path d="M12 0C5.4 0 0 5.4 0 12c0 9 12 20 12 20s12-11 12-20C24 5.4 18.6 0 12 0z" fill="#6b1f4f"/><circle cx="12" cy="12" r="5" fill="#e8604c"/></svg>',
  iconSize: [24, 32],
  iconAnchor: [12, 32],
  popupAnchor: [0, -28],
});

function clusterIcon(cluster: L.MarkerCluster) {
  const count = cluster.getChildCount();
  const size = count < 10 ? "small" : count < 100 ? "medium" : "large";
  return L.divIcon({
    html: `<div><span>${count}<span class="sr-only"> trainers, zoom in</span></span></div>`,
    className: `marker-cluster marker-cluster-${size}`,
    iconSize: L.point(40, 40),
  });
}

/**
 * What the map reads of a trainer: the compact index has all of it, the popup's bio included (its
 * first 80 characters come from the bio the search needs anyway; no call when a popup opens).
 */
export type MapTrainer = ListedRow;

/** The popup, built as DOM nodes so trainer text is never parsed as HTML. */
function popupContent(t: MapTrainer): HTMLElement {
  const root = document.createElement("div");
  root.className = "trainer-popup";
  const name = document.createElement("a");
  name.href = trainerPath(t);
  name.textContent = t.displayName;
  name.className = "font-semibold text-brand-700 underline";
  const place = document.createElement("p");
  place.textContent = t.displayLocation;
  const bio = document.createElement("p");
  bio.textContent = popupBio(t.publicBio);
  const specialties = document.createElement("p");
  specialties.textContent = t.classTypes.slice(0, 2).join(", ");
  specialties.className = "font-medium";
  root.append(name, place, bio, specialties);
  return root;
}

function hasPoint(t: MapTrainer): t is MapTrainer & { lat: number; lng: number } {
  return typeof t.lat === "number" && typeof t.lng === "number";
}

/** One clustered layer; markers are made once per trainer and re-added when the filters change. */
function ClusteredMarkers({ all, shown }: { all: readonly MapTrainer[]; shown: readonly MapTrainer[] }) {
  const map = useMap();
  const group = useMemo(
    () =>
      L.markerClusterGroup({
        chunkedLoading: true,
        showCoverageOnHover: false,
        iconCreateFunction: clusterIcon,
      }),
    [],
  );
  const markers = useMemo(() => {
    const byId = new Map<number, L.Marker>();
    for (const t of all)
      if (hasPoint(t))
        byId.set(
          t.id,
          L.marker([t.lat, t.lng], { icon: pin, title: t.displayName, alt: t.displayName }).bindPopup(() =>
            popupContent(t),
          ),
        );
    return byId;
  }, [all]);

  useEffect(() => {
    map.addLayer(group);
    return () => {
      map.removeLayer(group);
    };
  }, [map, group]);

  useEffect(() => {
    group.clearLayers();
    const layers: L.Marker[] = [];
    for (const t of shown) {
      const marker = markers.get(t.id);
      if (marker) layers.push(marker);
    }
    group.addLayers(layers);
  }, [group, markers, shown]);

  return null;
}

/**
 * The view fits the trainers shown (issue 16): on a phone the middle of the US at zoom 4 leaves most
 * markers off the edges. No trainer placed: the spec's starting view.
 */
function FitToShown({ shown }: { shown: readonly MapTrainer[] }) {
  const map = useMap();
  useEffect(() => {
    const points = shown.filter(hasPoint).map((t): [number, number] => [t.lat, t.lng]);
    if (points.length === 0) map.setView(MAP_CENTER, MAP_ZOOM);
    else map.fitBounds(L.latLngBounds(points), { padding: [32, 32], maxZoom: 11, animate: false });
  }, [map, shown]);
  return null;
}

/** The Trainer Locations map (spec 2.3, 9), loaded only when its section is reached. */
export default function TrainerMap({
  all,
  shown,
}: {
  all: readonly MapTrainer[];
  shown: readonly MapTrainer[];
}) {
  const site = useSite();
  return (
    <MapContainer
      center={MAP_CENTER}
      zoom={MAP_ZOOM}
      scrollWheelZoom={false}
      doubleClickZoom={false}
      className="h-[400px] w-full rounded-lg border border-slate-200 bg-slate-100"
    >
      <TileLayer url={site.mapTileUrl} attribution={site.mapAttribution} />
      <ClusteredMarkers all={all} shown={shown} />
      <FitToShown shown={shown} />
    </MapContainer>
  );
}
