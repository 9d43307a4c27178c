/** The site's menus: header, mobile menu and footer read these, so a page is added or renamed in one place. */
export type NavLink = { label: string; to: string };

export const tourMenu: NavLink[] = [
  { label: "Brooklyn Heights", to: "/tours/brooklyn-heights" },
  { label: "Lower East Side", to: "/tours/lower-east-side" },
  { label: "Financial District", to: "/tours/financial-district" },
  { label: "Private Tours", to: "/tours/private-tours" },
];

export const primaryNav: (NavLink & { children?: NavLink[] })[] = [
  { label: "About", to: "/about" },
  { label: "Gallery", to: "/gallery" },
  { label: "Tours", to: "/tours", children: tourMenu },
  { label: "Blog", to: "/blog" },
  { label: "In the News", to: "/in-the-news" },
  { label: "Contact", to: "/contact" },
];

export const footerNav: { heading: string; links: NavLink[] }[] = [
  {
    heading: "Explore",
    links: [
      { label: "Home", to: "/" },
      { label: "About Us", to: "/about" },
      { label: "Tours", to: "/tours" },
      { label: "Adventure Cats", to: "/adventure-cats" },
    ],
  },
  {
    heading: "Stories",
    links: [
      { label: "Gallery", to: "/gallery" },
      { label: "Blog", to: "/blog" },
      { label: "In the News", to: "/in-the-news" },
      { label: "Press Kit", to: "/press-kit" },
    ],
  },
  {
    heading: "Get in touch",
    links: [
      { label: "Contact", to: "/contact" },
      { label: "Book a Tour", to: "/booking" },
    ],
  },
];
