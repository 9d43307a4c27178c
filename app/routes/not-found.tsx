import { data } from "react-router";

/** Any path outside the route table: a 404 status, and the root error boundary draws the not-found page. */
export function loader() {
  throw data(null, { status: 404 });
}

// A form posted to an address that does not exist (under /admin, where the server lets posts through) is a 404 too.
export const action = loader;

export default function NotFound() {
  return null;
}
