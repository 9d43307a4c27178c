/**
 * The newsletter's pictures as e-mail carries them (issue 41, docs/decisions/143): each at most twice the width it is
 * shown at (sharp on high-density screens, no bigger) and at most 100 KB, as JPEG (which every mail program shows),
 * the logo as a small PNG. The build makes them (scripts/newsletter-pictures.ts) beside the letters' own pictures;
 * the e-mail (email.ts) links them. No Node modules here: both read these names and sizes.
 */
import { ISSUE_PICTURE_PATH } from "./issue.ts";

/** The widest a picture is shown in the e-mail's column (600 wide, 32 of padding each side). */
export const COLUMN_WIDTH = 536;
/** The logo's shown width. */
export const LOGO_WIDTH = 200;
/** The most bytes one picture in an e-mail may weigh. */
export const MAIL_PICTURE_BYTES = 100 * 1024;

/** Where the mail-sized pictures are served (inside the letters' pictures, whose "mail" name no upload can take). */
export const MAIL_PICTURE_PATH = `${ISSUE_PICTURE_PATH}mail/`;

/** The logo at the top of every issue. */
export const mailLogo = () => `${MAIL_PICTURE_PATH}logo.png`;

/**
 * A featured post's picture: its own header picture (the post's `image`), cut down for mail, never its social card,
 * whose words are baked in for link previews (decision 143). At the address letters sent earlier link.
 */
export const mailPostPicture = (slug: string) => `${MAIL_PICTURE_PATH}blog/${slug}.jpg`;

/** The name a letter's picture (a file uploaded in the editor) has among the mail-sized ones. */
export function mailLetterName(name: string): string {
  return /\.gif$/i.test(name) ? name : name.replace(/\.[a-z0-9]+$/i, ".jpg");
}

/**
 * A picture in a letter as the e-mail links it: one uploaded in the editor (ISSUE_PICTURE_PATH) becomes its
 * mail-sized copy; any other address is left as written.
 */
export function mailLetterPicture(src: string): string {
  if (!src.startsWith(ISSUE_PICTURE_PATH)) return src;
  const name = src.slice(ISSUE_PICTURE_PATH.length);
  return name.includes("/") ? src : `${MAIL_PICTURE_PATH}letters/${mailLetterName(name)}`;
}
