/**
 * Every editor field's label and help, in staff words (issue 26: "Og", "Changefreq" and "Item id" meant nothing to
 * the owner). Keyed by the field's name, or by "parent.field" where one name means two things; a field not listed
 * gets a help line for its kind (cms-config.ts), so none is left without one.
 */
export type FieldWords = { label?: string; help: string };

const TOKENS =
  "A shaded word, such as Price, is a fact kept in one place: visitors read the fact itself, so it stays right when the fact changes. Add a fact puts one where the cursor is; the price, length and distance are set under Tour facts, the e-mail address with the company's details.";

export const FIELD_WORDS: Readonly<Record<string, FieldWords>> = {
  // A page's head and its place on the web.
  og: {
    label: "Social card",
    help: "The picture card shown when someone shares the page on social media or in a message: a small line above, and the headline.",
  },
  "og.scene": { label: "Card picture", help: "Which drawing the social card shows." },
  "og.eyebrow": {
    label: "Small line above",
    help: "A few words above the headline, such as the page's section.",
  },
  "og.headline": {
    label: "Headline",
    help: "The card's big words, up to about 60 characters. Leave it empty to show the page's heading (a tour's name), so the card follows when the heading changes.",
  },
  sitemap: {
    label: "Search engines",
    help: "How search engines are told about the page in the site map. Leave it as it is unless you know why.",
  },
  priority: {
    label: "Importance (0 to 1)",
    help: "How important this page is next to the site's others, from 0 (least) to 1 (most): the home page is 1.",
  },
  changefreq: {
    label: "How often it changes",
    help: "A hint for search engines about how often to look again: weekly for pages you edit often.",
  },
  noindex: {
    label: "Hide from search engines",
    help: "Tick it for a page that should not appear in search results, such as a thank-you page.",
  },
  fullTitle: {
    label: "Title as written",
    help: "Tick it to use the title exactly as written; otherwise the company's name is added after it.",
  },
  path: {
    label: "Address",
    help: "The page's address on the site, such as /tours. Changing it breaks old links.",
  },
  crumb: { label: "Breadcrumb", help: "The page's short name in the trail of links at the top of the page." },
  parent: {
    label: "Parent page",
    help: "The page one step up in the breadcrumb trail, by its name (such as tours); empty for a top page.",
  },
  "page.title": { label: "Browser title", help: "The title in the browser tab and in search results." },
  "page.description": {
    label: "Search description",
    help: "The one or two sentences search engines show under the title: 50 to 160 characters.",
  },
  // Tours.
  order: { label: "Place in lists", help: "Where it comes in lists and menus: 1 comes first." },
  name: { label: "Name", help: "The full name, as headings and booking buttons say it." },
  shortName: { label: "Short name", help: "The name where space is short, such as menus and cards." },
  itemId: {
    label: "Booking item (FareHarbor)",
    help: "The number of this tour's item in FareHarbor, the booking calendar: find it in the item's address in FareHarbor's dashboard. A wrong number opens the wrong calendar.",
  },
  locality: {
    label: "City",
    help: "The city it is in, for search engines (Brooklyn Heights is in Brooklyn).",
  },
  maxGuests: {
    label: "Largest group",
    help: "The most guests on one walk: the tour's words give this number wherever they speak of the group's size.",
  },
  guide: {
    label: "Guide",
    help: "Who leads the walk: the tour's words use this name wherever they name the guide.",
  },
  badge: {
    label: "Badge",
    help: "A short label on the tour's card, such as Most Popular; leave it empty for none.",
  },
  urgencyBanner: {
    label: "Banner above the page",
    help: "A line shown above the tour page's heading, such as ONE TOUR LEFT THIS SEASON; empty for none.",
  },
  teaser: { label: "Teaser", help: "One sentence about the walk, on cards and in menus." },
  cardTeaser: { label: "Card teaser", help: "The longer teaser on the tours page's cards." },
  summary: { label: "Summary", help: "A short description for comparisons and search engines." },
  bestFor: { label: "Best for", help: "Who will love it most, for the comparison table." },
  schedule: {
    label: "When it runs",
    help: "Days and times in words, such as Saturdays and Sundays at 1:15 PM.",
  },
  meetingPoint: { label: "Meeting point", help: "Where the walk starts, as it reads after “Meet at”." },
  endPoint: { label: "End point", help: "Where the walk ends, as it reads after “The walk ends”." },
  endsAtCatCafe: {
    label: "Ends at a cat cafe",
    help: "Tick it if the walk ends at a cat cafe: the page then says the cafe stop is optional and not in the price.",
  },
  image: {
    label: "Card picture",
    help: "The picture on the tour's cards, by its name as Picture descriptions lists it.",
  },
  heroImage: { label: "Page picture", help: "The big picture at the top of the tour page." },
  comparison: {
    label: "Comparison",
    help: "What the home page's comparison of the tours shows for this one.",
  },
  places: { label: "Places", help: "The neighborhoods or stops the comparison lists." },
  rating: { label: "Rating", help: "The tour's average rating, out of 5." },
  reviews: { label: "Reviews", help: "How many reviews the rating comes from." },
  highlights: { label: "Highlights", help: "Short points shown on the card." },
  description: { label: "Description", help: `What it says about itself, in a paragraph or two. ${TOKENS}` },
  stops: { label: "Stops", help: "What you'll discover: each stop of the walk with a line about it." },
  whatToBring: { label: "What to bring", help: "One item a line, such as comfortable shoes." },
  meetingDetails: {
    label: "Finding the start",
    help: "How to find the meeting point and where the walk ends; the meeting and end points above fill in where it names them.",
  },
  faqs: { label: "Questions and answers", help: "The questions guests ask, each with its answer." },
  question: { label: "Question", help: "As a guest would ask it." },
  answer: { label: "Answer", help: `A short, plain answer. ${TOKENS}` },
  // The facts every tour shares.
  price: {
    label: "Price",
    help: "In dollars, what one guest pays on a public tour: every tour's page, button and offer shows it.",
  },
  comparisonPrice: {
    label: "Other tours' average price (dollars)",
    help: "What other New York walking tours charge on average, for comparisons.",
  },
  durationHours: { label: "Length (hours)", help: "How long a walk lasts, such as 2 or 1.5." },
  distanceMiles: { label: "Distance (miles)", help: "How far a walk goes, such as 1.5." },
  typicalTour: { label: "A typical tour", help: "The average New York walking tour the site compares with." },
  minGuests: {
    label: "Fewest guests",
    help: "A walk runs with at least this many guests; below it, a refund or new date.",
  },
  groupDiscountGuests: { label: "Group discount from", help: "Groups this large or larger pay less." },
  maxCatsPerTour: { label: "Cats a walk", help: "The most Adventure Cats on one walk." },
  flowId: {
    label: "Booking calendar (FareHarbor flow)",
    help: "The number of the booking flow in FareHarbor that the calendar shows. Leave it as it is unless FareHarbor gave you a new one.",
  },
  baseGuests: {
    label: "Guests the base price covers",
    help: "A private tour's base price is this many guests at the tour price.",
  },
  defaultGuests: { label: "Starting group size", help: "The group size the price estimate starts at." },
  weekdayNoticeWeeks: {
    label: "Weekday notice (weeks)",
    help: "The least notice a weekday private tour needs.",
  },
  weekdayAdviceWeeks: {
    label: "Weekday advice (weeks)",
    help: "How far ahead we advise booking a weekday private tour.",
  },
  weekendNoticeWeeks: {
    label: "Weekend notice (weeks)",
    help: "How far ahead a weekend private tour needs booking.",
  },
  replyHours: {
    label: "Reply within (hours)",
    help: "We promise to answer a private-tour request within this many hours.",
  },
  min: { label: "From", help: "The smaller number." },
  max: { label: "To", help: "The larger number." },
  // The company.
  tagline: { label: "Tagline", help: "The company in one line, under the name." },
  foundingYear: {
    label: "Year founded",
    help: "The year the company began; every page that gives it shows this one.",
  },
  email: {
    label: "E-mail",
    help: "The address visitors write to; every page and e-mail shows it.",
  },
  replyDays: { label: "Reply within (days)", help: "We answer every message within this many days." },
  instagram: { label: "Instagram", help: "The company's Instagram account." },
  handle: { label: "Handle", help: "The account's name with its @, such as @whiskerwalksnyc." },
  url: { label: "Address", help: "The full web address, starting https://." },
  address: { label: "Address", help: "Where the company is, for search engines." },
  region: { label: "State", help: "Two letters, such as NY." },
  street: {
    label: "Street address or PO box",
    help: "Where the company takes post. Search engines show it, and the law asks for it at the foot of every newsletter: the newsletter will not send until it is filled in.",
  },
  postalCode: { label: "ZIP code", help: "Five digits, such as 11201." },
  telephone: {
    label: "Telephone",
    help: "The number guests may call, with its country code, such as +1 718 555 0100. Leave it empty if there is none.",
  },
  openingHours: {
    label: "Office hours",
    help: "When you answer guests, one line a day. Leave it empty if you keep no fixed hours.",
  },
  day: { label: "Day", help: "The day of the week." },
  opens: { label: "From", help: "The time, as 09:00." },
  closes: { label: "Until", help: "The time, as 17:30." },
  country: { label: "Country", help: "Two letters, such as US." },
  geo: {
    label: "Map position",
    help: "Where the most popular tour meets, for maps: latitude and longitude.",
  },
  latitude: {
    label: "Latitude",
    help: "North-south, with five decimals (search engines ask for that much), such as 40.69581.",
  },
  longitude: {
    label: "Longitude",
    help: "East-west, with five decimals, such as -73.99372 (west is negative).",
  },
  "rating.value": { label: "Average rating", help: "The average of every rating, out of 5." },
  best: { label: "Best possible", help: "The top of the rating scale, 5." },
  worst: { label: "Worst possible", help: "The bottom of the rating scale, 1." },
  count: { label: "Number of ratings", help: "How many ratings the average comes from." },
  fiveStarShare: {
    label: "Five-star share (%)",
    help: "The share of guests who give five stars, in percent.",
  },
  // Site settings.
  season: { label: "Season", help: "The season now ending and the next one." },
  year: { label: "Year", help: "The year of the season now ending." },
  next: {
    label: "Next season",
    help: "When the next season starts, as the banner says it, such as spring 2026.",
  },
  seasonBanner: {
    label: "Season banner",
    help: "The home page's banner about the season's end and the winter talk.",
  },
  announcement: {
    label: "Announcement bar",
    help: "The bar at the top of the home page, with its link to gift cards.",
  },
  links: { label: "Links", help: "Addresses of pages on other sites." },
  giftCards: {
    label: "Gift cards page",
    help: "Where gift cards are sold; leave it empty for FareHarbor's own gift-card page.",
  },
  petition: { label: "Petition page", help: "The petition form's address." },
  pressFolder: { label: "Press folder", help: "The shared folder of press photos and logos." },
  offers: { label: "Offer dates", help: "The dates the tours' prices are valid, for search engines." },
  validFrom: { label: "Valid from", help: "The first day the prices apply." },
  validThrough: { label: "Valid through", help: "The last day the prices apply." },
  // Testimonials, team, press, reels.
  quote: {
    label: "Words",
    help: "What the guest said, as they said it (keep old prices in quotes as they were).",
  },
  author: { label: "Name", help: "Who said it, as they agreed to be named." },
  // A post's author is its writer, not a guest quoted (issue 39).
  "post.author": {
    label: "Written by",
    help: "The writer's name, shown under the post's title; a guide's name as on the About page links to them there. Leave it empty to name nobody.",
  },
  role: { label: "Role", help: "Who they are, such as Visiting from Ohio or Co-founder." },
  tour: {
    label: "Tour",
    help: "The tour it is about, by the end of its address: /tours/brooklyn-heights is brooklyn-heights, and private tours are private-tours.",
  },
  showOn: {
    label: "Shown on",
    help: "The pages that show it; tour and neighborhood mean every page of its tour.",
  },
  date: { label: "Date", help: "The day, chosen on the calendar." },
  bio: { label: "About them", help: "A short paragraph, as the About page shows it." },
  portrait: { label: "Portrait", help: "Their picture, by its name as Picture descriptions lists it." },
  cats: { label: "Their cats", help: "The cats at home, each with a name and coat." },
  coat: { label: "Coat", help: "The cat's coat, such as ginger tabby." },
  kind: {
    label: "Kind of outlet",
    help: "Print, online, television or radio: written stories are listed on In the News.",
  },
  logo: {
    label: "Wordmark",
    help: "The outlet's logo picture, by its name as Picture descriptions lists it.",
  },
  coverage: { label: "Stories", help: "What the outlet published about us, the newest first." },
  link: { label: "Link", help: "The full address of the story, starting https://." },
  permalink: {
    label: "Reel address",
    help: "The reel's address on Instagram: https://www.instagram.com/reel/…/.",
  },
  caption: { label: "Caption", help: "What the reel shows, in a sentence: it names the reel in lists." },
  poster: { label: "Poster", help: "The still picture shown until the reel plays (tall, 9 by 16)." },
  // Posts.
  excerpt: {
    label: "Excerpt",
    help: "Two or three sentences for the blog's card and search results: 60 to 260 characters.",
  },
  updated: {
    label: "Updated on",
    help: "The day the post last changed in a way readers should know; empty if never.",
  },
  category: { label: "Category", help: "The blog's filter it appears under." },
  tags: { label: "Tags", help: "A few topics, each two words or so, shown under the post." },
  tag: { label: "Tag", help: "One topic, two words or so, such as ferry cats." },
  // Page copy.
  hero: { label: "Top of the page", help: "The heading, the line under it and the small line above it." },
  eyebrow: { label: "Small line above", help: "A few words above the heading." },
  title: { label: "Heading", help: `The heading of the section. ${TOKENS}` },
  subtitle: { label: "Line under the heading", help: "One sentence under the page's heading." },
  heading: { label: "Heading", help: "The heading." },
  intro: { label: "Introduction", help: `A sentence or two under the heading. ${TOKENS}` },
  text: { label: "Words", help: `What it says. ${TOKENS}` },
  paragraphs: { label: "Paragraphs", help: `One paragraph an item. ${TOKENS}` },
  items: { label: "Items", help: "Add, reorder or remove them; each shows in this order." },
  cards: { label: "Cards", help: "Each card shows in this order." },
  button: { label: "Button", help: "The words on the button." },
  label: { label: "Label", help: "The words shown." },
  value: { label: "Figure", help: "The figure or short fact, such as 2 hours." },
  to: { label: "Goes to", help: "An address on this site, such as /tours or /contact#faq." },
  href: { label: "Goes to", help: "An address on this site, such as /tours." },
  anchor: { label: "Link words", help: "The words of the link." },
  children: { label: "Menu items", help: "The pages under this one in the menu; empty for none." },
  menuOverview: {
    label: "Menu overview",
    help: "The first item of a menu with pages under it: the page itself.",
  },
  legal: { label: "Small print", help: "The line at the very bottom of every page." },
  subject: {
    label: "Subject",
    help: "The e-mail's subject line. A shaded word is filled in for each e-mail (the guest's name, say): keep it as it is.",
  },
  body: {
    label: "Message",
    help: "The e-mail's text. Each shaded word is filled in for each e-mail (the guest's name, the booking link): keep them as they are.",
  },
  homeConsent: {
    label: "Consent wording",
    help: "What a reader agrees to by ticking the home page's newsletter box: stored with each sign-up.",
  },
  icon: { label: "Icon", help: "The small drawing on the card." },
  picture: { label: "Picture", help: "A picture, by its name as Picture descriptions lists it." },
  pictures: {
    label: "Pictures",
    help: "Pictures by their names as Picture descriptions lists them, in the order shown.",
  },
  startTime: { label: "Starts at", help: "New York time, as HH:MM on a 24-hour clock, such as 14:00." },
  endTime: { label: "Ends at", help: "New York time, as HH:MM on a 24-hour clock, such as 16:00." },
  tickets: { label: "Tickets", help: "Each kind of ticket with its price in dollars." },
  venue: { label: "Venue", help: "Where it takes place." },
  speaker: { label: "Speaker", help: "Who gives the talk." },
  scene: { label: "Card picture", help: "Which drawing the social card shows." },
  urgency: {
    label: "Urgency line",
    help: "The line under the heading; the shaded word becomes the visitor's month.",
  },
  outlet: {
    label: "Outlet",
    help: "The outlet, by the name it has in the list of Press, written in small letters with dashes.",
  },
  stats: { label: "Figures", help: "The small figures in tiles, each a figure and its label." },
  timeline: { label: "Timeline", help: "Years and what happened, in order." },
  event: { label: "What happened", help: "A sentence." },
  // Privacy.
  formLink: {
    label: "Link beside each form",
    help: "The few words beside every form's button that open the privacy notice, such as How we use this.",
  },
};

/** The words for a field: "parent.key" first, then the key alone. */
export function fieldWords(key: string, parent: string | undefined): FieldWords | undefined {
  return (parent ? FIELD_WORDS[`${parent}.${key}`] : undefined) ?? FIELD_WORDS[key];
}
