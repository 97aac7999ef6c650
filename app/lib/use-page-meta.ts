import { useEffect } from "react";
import { defaultMeta } from "../../src/shared/meta";
import { useSite } from "./site-config";

function descriptionTag(): HTMLMetaElement {
  let tag = document.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = document.createElement("meta");
    tag.name = "description";
    document.head.appendChild(tag);
  }
  return tag;
}

/** Sets the page title and description while the screen is shown; the directory's come back on leaving. */
export function usePageMeta(title: string, description?: string) {
  const { brandName } = useSite();
  useEffect(() => {
    const defaults = defaultMeta(brandName);
    document.title = title;
    descriptionTag().content = description ?? defaults.description;
    return () => {
      document.title = defaults.title;
      descriptionTag().content = defaults.description;
    };
  }, [title, description, brandName]);
}
