/** What a page needs to draw one image: resolved at build on the server, passed to components as loader data. */
export type ResponsiveImage = {
  src: string;
  width: number;
  height: number;
  alt: string;
  /** The dominant color, shown while the image loads. */
  color?: string;
  avifSrcSet?: string;
  webpSrcSet?: string;
};
