export type CompanyAddress = {
  street?: string;
  postalCode?: string;
  locality: string;
  region: string;
};

/**
 * The company's postal address as a commercial e-mail's footer gives it (US law, CAN-SPAM, asks every one for a valid
 * physical postal address), or null while the settings hold no street address or PO box (docs/decisions/122).
 */
export function postalAddress(address: CompanyAddress): string | null {
  if (!address.street?.trim()) return null;
  const zip = address.postalCode?.trim();
  return `${address.street.trim()}, ${address.locality}, ${address.region}${zip ? ` ${zip}` : ""}`;
}

/** Why the newsletter will not send without it, in the send screen's words. */
export const NO_POSTAL_ADDRESS =
  'The newsletter needs the company\'s postal address at its foot: US law (CAN-SPAM) asks every commercial e-mail for one. Fill in "Street address or PO box" and the ZIP code under Company in the editor and publish, and sending opens.';
