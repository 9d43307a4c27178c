/** One cover per blog post, on its subject (slugs from the blog contract). */
import { palette } from "../palette.ts";
import {
  brownstoneStreet,
  describeBrownstoneStreet,
  describePromenade,
  promenade,
} from "../scenes/brooklyn.ts";
import * as covers from "../scenes/covers.ts";
import * as fidi from "../scenes/fidi.ts";
import type { Canvas } from "../svg.ts";
import type { SceneEntry } from "./types.ts";
import * as fidiHarbor from "../scenes/fidi-harbor.ts";
import * as postOffice from "../scenes/post-office.ts";
import * as lesShops from "../scenes/les-shops.ts";
import * as flatlay from "../scenes/covers-flatlay.ts";

type Cover = [slug: string, alt: string, draw: (c: Canvas) => string];

const montague = {
  time: "midday",
  season: "spring",
  street: "Montague Street",
  coat: "ginger",
  spot: "sidewalk",
  group: "walking",
  zoom: 1.1,
  offset: 0.4,
} as const;
const heights = {
  time: "midday",
  coat: "brownTabby",
  spot: "bench",
  group: true,
  bridge: true,
  boat: "tug",
} as const;

const coverList: Cover[] = [
  [
    "financial-district-stories",
    fidi.describeCanyon({ time: "golden", coat: "ginger", group: true }),
    (c) => fidi.canyon(c, { time: "golden", coat: "ginger", group: true }),
  ],
  [
    "postal-cats-wall-street",
    postOffice.describePostOffice({ coats: ["tuxedo", "brownTabby"], clerk: false, lamps: true }),
    (c) => postOffice.postOffice(c, { coats: ["tuxedo", "brownTabby"], clerk: false, lamps: true }),
  ],
  [
    "best-nyc-walking-tours",
    "Illustration: a ginger cat peeks over the edge of a city map marked with three dashed walking routes and pins, beside a compass and a pencil.",
    flatlay.mapFlatlay,
  ],
  [
    "complete-guide-nyc-walking-tours-2025",
    "Illustration: a tuxedo cat sits at a park crossing before a signpost with three colored arrows, the skyline beyond.",
    covers.signpost,
  ],
  [
    "best-time-nyc-walking-tours",
    "Illustration: the same brownstone stoop in four panels through the seasons, morning to snowy dusk, each with a different cat on the steps.",
    covers.seasonsStrip,
  ],
  [
    "nyc-walking-tours-vs-bus-tours",
    "Illustration: a red double-decker sightseeing bus rolls past while a walking group, its guide and a ginger cat stroll the brownstone sidewalk.",
    covers.busVsWalk,
  ],
  [
    "circle-theatre-lion-cat-halloween",
    "Illustration: on a theater stage under a harvest moon, a lion with a dark mane and a ginger cat face each other between red curtains and pumpkins.",
    covers.lionAndCat,
  ],
  ["brooklyn-heights-walking-tour-guide", describePromenade(heights), (c) => promenade(c, heights)],
  [
    "nyc-walking-tour-tips",
    "Illustration: walking-tour essentials from above, sneakers, a water bottle, a folded map, a camera and a watch, with a silver tabby curled among them.",
    flatlay.tipsFlatlay,
  ],
  [
    "bodega-cats-of-the-lower-east-side",
    lesShops.describeBodega({ time: "golden", coat: "brownTabby", spot: "crates", awning: palette.harbor }),
    (c) => lesShops.bodega(c, { time: "golden", coat: "brownTabby", spot: "crates", awning: palette.harbor }),
  ],
  [
    "ships-cats-of-new-york-harbor",
    fidiHarbor.describeShipsCat({ time: "morning", coat: "calico", vessel: "tallShip" }),
    (c) => fidiHarbor.shipsCat(c, { time: "morning", coat: "calico", vessel: "tallShip" }),
  ],
  [
    "brooklyn-heights-1965-landmark",
    "Illustration: a gray cat sits beneath a landmark plaque beside a brownstone doorway in a row of Brooklyn Heights houses in the morning.",
    covers.landmarkRow,
  ],
  [
    "tenement-cats-orchard-street",
    lesShops.describeFireEscape({ time: "dusk", coat: "tortie", pose: "sit", plants: true }),
    (c) => lesShops.fireEscapeClose(c, { time: "dusk", coat: "tortie", pose: "sit", plants: true }),
  ],
  [
    "rescue-kitten-seward-park",
    "Illustration: a small calico kitten sits under a Seward Park bench while a guest crouches nearby with a carrier.",
    covers.kittenRescue,
  ],
  [
    "community-cats-tnr-nyc",
    "Illustration: a caretaker with a tote bag feeds a colony of five community cats beside their insulated winter shelters.",
    covers.colony,
  ],
  [
    "saturday-stoop-cat-montague-street",
    describeBrownstoneStreet(montague).replace(
      "crossing the sidewalk in front of the brownstones",
      "following a tour group along the sidewalk",
    ),
    (c) => brownstoneStreet(c, montague),
  ],
  [
    "custom-house-mousers",
    fidi.describeCustomHouse({ time: "dusk", coat: "silverTabby", group: false }),
    (c) => fidi.customHouseScene(c, { time: "dusk", coat: "silverTabby", group: false }),
  ],
  [
    "cats-in-old-new-york-newspapers",
    "Illustration: a brown tabby loafs beside an old New York newspaper page with a woodcut of a cat, a brass magnifying glass resting on it.",
    flatlay.oldNewspapers,
  ],
  [
    "adventure-cats-first-season",
    "Illustration: two harnessed cats, a Siamese and a black cat, walk the Brooklyn Heights Promenade at golden hour on their leashes.",
    covers.adventureDuo,
  ],
  [
    "season-wrap-up-2025",
    "Illustration: a ginger cat in a knitted scarf sits beside a gift box on a brownstone street at dusk, autumn leaves drifting under a string of lights.",
    covers.seasonWrap,
  ],
  [
    "new-york-cat-show-1895",
    "Illustration: prize cats in gilded show pens with rosettes beneath the arches of a great hall at the 1895 Madison Square Garden cat show.",
    covers.catShow,
  ],
];

export function blogEntries(): SceneEntry[] {
  return coverList.map(([slug, alt, draw]) => ({
    name: `blog/${slug}`,
    width: 1200,
    height: 675,
    alt,
    draw,
  }));
}
