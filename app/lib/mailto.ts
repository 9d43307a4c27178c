/**
 * A `mailto:` link (RFC 6068) to one address, with an optional subject and body. The address is percent-encoded like
 * every other part, so whatever it holds (a `?`, a `&`, a `%`) stays part of the address and can never add a
 * recipient, a copy or a header of its own.
 */
export function mailtoHref(address: string, fields: { subject?: string; body?: string } = {}): string {
  const to = encodeURIComponent(address).replace(/%40/g, "@");
  const query = Object.entries(fields)
    .filter(([, value]) => value)
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
    .join("&");
  return `mailto:${to}${query ? `?${query}` : ""}`;
}
