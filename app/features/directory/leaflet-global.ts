import L from "leaflet";

// leaflet.markercluster is a UMD plugin that extends the global L; this module runs before it.
(globalThis as { L?: typeof L }).L = L;

export default L;
