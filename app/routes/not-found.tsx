import { data } from "react-router";

/** Any path outside the route table: a 404 status, and the root error boundary draws the not-found page. */
export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return null;
}
