/**
 * The site's public address as the owner types it at setup or under Settings (docs/decisions/142): read here, with
 * no server code, so the setup page, Settings and the server share one reading.
 */

/**
 * The address the owner typed, as stored (https://host, no path), or why it cannot be the site's public address, in
 * words for the setup page and Settings.
 */
export function readSiteAddress(raw: string): { ok: true; url: string } | { ok: false; problem: string } {
  const typed = raw.trim();
  const example = "such as https://www.whiskerwalks.nyc";
  if (!typed) return { ok: false, problem: `Type the site's web address, ${example}.` };
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(typed) ? typed : `https://${typed}`);
  } catch {
    return { ok: false, problem: `"${typed}" is not a web address: type it ${example}.` };
  }
  if (url.protocol !== "https:")
    return {
      ok: false,
      problem: `The site's address must start with https:// (visitors and mail programs are sent there), ${example}.`,
    };
  if (url.username || url.password)
    return { ok: false, problem: "The site's address cannot hold a user name or password." };
  if ((url.pathname !== "/" && url.pathname !== "") || url.search || url.hash)
    return {
      ok: false,
      problem: `Give the site's address alone, without a page after it, ${example}.`,
    };
  const host = url.hostname;
  if (/^[\d.]+$/.test(host) || !host.includes(".") || host.endsWith(".local") || host.endsWith(".localhost"))
    return {
      ok: false,
      problem: `${host} is not an address visitors can reach from anywhere: give the site's domain name, ${example}.`,
    };
  return { ok: true, url: url.origin };
}
