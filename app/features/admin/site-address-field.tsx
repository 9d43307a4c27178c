import { TextField } from "#app/features/forms/form-fields.tsx";

/** The site's public address, as setup and Settings ask for it (docs/decisions/142). */
export function SiteAddressField({ defaultValue = "", error }: { defaultValue?: string; error?: string }) {
  return (
    <TextField
      id="site-address"
      name="siteAddress"
      label="The site's web address"
      hint="The address visitors type to reach the site, starting with https://, like https://www.whiskerwalks.nyc. Links in invitations, password resets and the newsletter lead there."
      inputMode="url"
      defaultValue={defaultValue}
      required
      maxLength={200}
      autoCapitalize="none"
      spellCheck={false}
      error={error}
    />
  );
}
