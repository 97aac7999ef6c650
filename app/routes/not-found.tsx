import { data } from "react-router";

/** Any path the route table does not know: 404, drawn by the root's error page (app/root.tsx). */
export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return null;
}
