// The testimonials below are samples for the demo company: replace them with real guest reviews before launch
// (docs/decisions/009-sample-content.md). Review records in the structured data are built from them.
import type { NeighborhoodContentMap } from "./tour-content-types.ts";

/**
 * The neighborhood landing pages: what there is to see in each neighborhood, why walk it, a short history timeline,
 * visitor questions and two guest testimonials. The stat tiles (duration, distance, group size, rating) come from the
 * page itself, so this copy never states a group maximum.
 */
export const neighborhoodContent: NeighborhoodContentMap = {
  "brooklyn-heights": {
    features: [
      {
        title: "The Promenade and the skyline",
        description:
          "A third of a mile of benches on the edge of the bluff, built on top of the Brooklyn-Queens Expressway. Lower Manhattan faces you across the East River, with the Brooklyn Bridge to your right and the Statue of Liberty to your left.",
      },
      {
        title: "Two centuries of row houses",
        description:
          "Federal brick from the 1820s on Middagh and Willow Streets, Greek Revival doorways, Gothic Revival arches near the churches, Italianate brownstones with tall stoops, and Romanesque and Queen Anne turrets on Pierrepont and Montague Streets.",
      },
      {
        title: "Stoop cats and parlor cats",
        description:
          "The houses were built with basement kitchens, pantries and back gardens, and most households kept a cat to guard them. Their descendants still supervise from top steps and parlor windows. Admire them from the sidewalk; they belong to someone.",
      },
      {
        title: "Writers, preachers and a bridge",
        description:
          "Walt Whitman had Leaves of Grass printed at Fulton and Cranberry Streets in 1855. Henry Ward Beecher preached at Plymouth Church from 1847. Hart Crane worked on The Bridge at 110 Columbia Heights, in the house where Washington Roebling had watched the Brooklyn Bridge go up.",
      },
    ],
    whyChoose: {
      heading: "Why walk Brooklyn Heights",
      paragraphs: [
        "Brooklyn Heights is the rare New York neighborhood where the nineteenth century is still mostly standing. That isn't luck. Residents organized for years, and in 1965 the Heights became the first historic district under the city's new landmarks law. Changes to the outside of buildings in the district still need the Landmarks Preservation Commission's approval, which is why the stoops, cornices and ironwork you see are the ones the first owners saw.",
        "It is also one of the easiest old neighborhoods to fit into a visit to Manhattan. The 2 and 3 trains reach Clark Street one stop after Wall Street, and the walkway of the Brooklyn Bridge comes down a short walk from the Promenade. Two hours here gives you some of the best-preserved streets in the city and one of the great views of the Lower Manhattan skyline.",
        "Our walk adds what the plaques leave out: the cats. Sam O'Connell, a former ferry deckhand, reads a row house from the areaway up, shows you where a household cat worked and slept, and labels every story as documented, reported in the papers of the day, or lore. The tour runs Saturdays and Sundays at 1:15 PM from April to December and ends near Court Street by an optional cat cafe.",
      ],
    },
    timeline: [
      {
        year: "1776",
        event:
          "After the Battle of Long Island, Washington's army escapes across the East River by night from the shore below the Heights.",
      },
      {
        year: "1814",
        event: "Robert Fulton's steam ferry begins regular crossings to Manhattan, and farms on the bluff become house lots.",
      },
      { year: "1853", event: "A ferry starts running from the foot of Montague Street to Wall Street. It lasts until 1912." },
      { year: "1855", event: "Walt Whitman has the first edition of Leaves of Grass printed at Fulton and Cranberry Streets." },
      { year: "1883", event: "The Brooklyn Bridge opens, and the ferries begin their long decline." },
      { year: "1898", event: "Brooklyn joins Greater New York." },
      {
        year: "1940s",
        event:
          "Residents push the planned Brooklyn-Queens Expressway from the middle of the neighborhood to the edge of the bluff, where the Promenade is later built on top of it.",
      },
      { year: "1965", event: "Brooklyn Heights becomes New York City's first historic district." },
      { year: "2021", event: "Whisker Walks NYC is founded in Brooklyn Heights." },
    ],
    faqs: [
      {
        question: "Is Brooklyn Heights worth visiting?",
        answer:
          "Yes, especially once you've seen Midtown. A few quiet blocks give you one of the finest views of the Lower Manhattan skyline and some of the oldest houses in the city, one subway stop from Wall Street.",
      },
      {
        question: "How do I get to Brooklyn Heights?",
        answer:
          "Take the 2 or 3 train to Clark Street, the closest station to the Promenade. Borough Hall (2, 3, 4, 5), Court Street (R) and High Street (A, C) are also a short walk away. You can walk over the Brooklyn Bridge from Manhattan, too; allow about half an hour to cross at a stroll.",
      },
      {
        question: "What is Brooklyn Heights known for?",
        answer:
          "The Promenade, block after block of nineteenth-century row houses, the 1965 landmark designation, writers from Whitman to Capote, and the fruit streets: Cranberry, Orange and Pineapple.",
      },
      {
        question: "When is the best time to walk there?",
        answer:
          "The Promenade faces west, so morning light falls full on the skyline and late afternoon turns it into a silhouette. October and November bring the best street trees. Our tour runs Saturdays and Sundays at 1:15 PM from April to December.",
      },
      {
        question: "Can I explore Brooklyn Heights on my own?",
        answer:
          "Of course. Keep your voice down, stay off the stoops and watch the old bluestone sidewalks. Public restrooms are scarce in the residential blocks; Montague Street is your best bet for coffee. Our walk adds the stories you won't find on a plaque.",
      },
    ],
    testimonials: [
      {
        quote:
          "I've lived in Cobble Hill for twenty years and thought I knew the Heights. I didn't know a ferry once ran from Montague Street to Wall Street, and I had never noticed the areaways. Now I can't stop noticing them.",
        author: "Joan P.",
        role: "Local, Cobble Hill",
        tour: "Brooklyn Heights Cat-History Tour",
        date: "2025-06-22",
      },
      {
        quote:
          "We walked the Brooklyn Bridge in the morning and took this tour after lunch. Hearing who watched the bridge being built, and from which window, made the view from the Promenade twice as good.",
        author: "Ahmed S.",
        role: "Visiting from Dubai",
        tour: "Brooklyn Heights Cat-History Tour",
        date: "2025-07-19",
      },
    ],
  },

  "financial-district": {
    features: [
      {
        title: "The oldest streets in Manhattan",
        description:
          "Pearl, Stone, Broad and Beaver Streets follow the lines of New Amsterdam. Wall Street follows the Dutch wall of 1653, and Broad Street was a canal until the 1670s.",
      },
      {
        title: "The port that built the city",
        description:
          "The shoreline once ran near Pearl Street. Landfill pushed it out to South Street, where the bowsprits of sailing ships reached over the pavement and nearly every ship carried a cat against the rats.",
      },
      {
        title: "The 200 postal cats",
        description:
          "Around 1900, New York's post offices kept some 200 cats on the federal payroll to protect the mail. Their story starts on Wall Street, where the post office moved into the basement of the Merchants' Exchange in 1827.",
      },
      {
        title: "Revolution and republic",
        description:
          "Bowling Green's fence of 1771, the statue of George III pulled down in 1776, Washington's farewell to his officers at Fraunces Tavern in 1783 and Alexander Hamilton's grave in Trinity churchyard, all within a few blocks.",
      },
    ],
    whyChoose: {
      heading: "Why the Financial District rewards a slow walk",
      paragraphs: [
        "Most visitors see the Financial District at rush-hour speed: a photo with the bull, a glance down Wall Street, a dash for the ferry. Slow down and it turns out to be the oldest part of the city, with a street plan the Dutch laid out, blocks rebuilt after the Great Fire of 1835, and centuries of landfill under the pavement.",
        "It is also where New York's working cats worked hardest. For three centuries the tip of Manhattan stored the city's goods and its paper: furs, grain, sugar and coffee, manifests, letters and bank drafts. Everything that waited drew mice. Ships' cats, warehouse mousers and post-office cats kept it all in one piece, and a few of them, like the postal cats, made it into the public record.",
        "Theo Alvarez, a former Wall Street paralegal, leads our walk from Bowling Green to Stone Street on weekends and select weekdays. He tells you which stories are documented, which come from the newspapers of the day and which are likely but unproven, and he would rather say 'we don't know' than invent a cat.",
      ],
    },
    timeline: [
      { year: "1625", event: "The Dutch begin building Fort Amsterdam at the island's tip, where the Custom House stands today." },
      {
        year: "1653",
        event: "New Amsterdam builds a wall along its northern edge; the street beside it becomes Wall Street.",
      },
      { year: "1733", event: "Bowling Green is leased as a public green for the rent of one peppercorn a year." },
      { year: "1776", event: "On July 9 a crowd pulls down the statue of George III at Bowling Green." },
      { year: "1783", event: "On December 4 George Washington bids farewell to his officers at Fraunces Tavern." },
      { year: "1818", event: "The Black Ball Line begins scheduled sailings from the East River piers to Liverpool." },
      { year: "1827", event: "The post office moves into the basement of the new Merchants' Exchange on Wall Street." },
      { year: "1835", event: "The Great Fire destroys hundreds of buildings downtown, the Exchange among them." },
      { year: "1846", event: "Richard Upjohn's Trinity Church is completed; its spire is the city's tallest point until 1890." },
      { year: "c. 1900", event: "New York's post offices keep some 200 cats on the federal payroll." },
      { year: "1907", event: "Cass Gilbert's Custom House opens on Bowling Green." },
    ],
    faqs: [
      {
        question: "Is the Financial District worth visiting on a weekend?",
        answer:
          "Yes. With the offices closed the streets are calm, the churchyard at Trinity is peaceful and Stone Street fills with outdoor tables in good weather. The Custom House, home to the National Museum of the American Indian, is free to visit.",
      },
      {
        question: "How do I get to the Financial District?",
        answer:
          "The 4 and 5 stop at Bowling Green and Wall Street, the 2 and 3 at Wall Street, the R and W at Whitehall Street, the 1 at South Ferry and the J and Z at Broad Street. The Staten Island Ferry docks a few minutes' walk from Bowling Green.",
      },
      {
        question: "What is there to see besides Wall Street?",
        answer:
          "Bowling Green, the city's oldest public park; the Custom House; Trinity Church and its churchyard; Fraunces Tavern; the old waterfront along South Street; and Stone Street, a lane that follows the line of the Dutch Brewers Street.",
      },
      {
        question: "Was there really a wall on Wall Street?",
        answer:
          "Yes. In 1653 the Dutch built a wooden wall along the northern edge of New Amsterdam, and the English took it down at the end of the 1600s. The street that ran beside it kept the name.",
      },
      {
        question: "Were cats really on the federal payroll?",
        answer:
          "In a manner of speaking. Around 1900, New York's post offices kept some 200 cats to protect the mail from rats, fed out of a small federal allowance. Newspapers called it a payroll. The cats were paid in food, not wages.",
      },
    ],
    testimonials: [
      {
        quote:
          "I took my father, a retired postal clerk, for his birthday. The postal cats got him talking about his first station for the rest of the afternoon. I learned more about him than about Wall Street, and I learned plenty about Wall Street.",
        author: "Teresa V.",
        role: "Local, Staten Island",
        tour: "Financial District Cat-History Tour",
        date: "2025-05-24",
      },
      {
        quote:
          "I work in an office on Water Street and signed up half as a joke. It wasn't one. My building sits on landfill where the river used to be, and now I think about ships' cats every morning on my way in.",
        author: "Daniel F.",
        role: "Works downtown",
        tour: "Financial District Cat-History Tour",
        date: "2025-09-27",
      },
    ],
  },

  "lower-east-side": {
    features: [
      {
        title: "Tenements and fire escapes",
        description:
          "Five- and six-story walk-ups from the second half of the 1800s, their iron fire escapes required by the tenement law of 1867. In summer the landings became porches and bedrooms, and for a cat, a staircase to every kitchen in the building.",
      },
      {
        title: "Pushcart streets",
        description:
          "Around 1900 Hester and Orchard Streets were open-air markets, with carts lined up along the curbs. In 1940 the city opened the Essex Street Market to bring vendors indoors; it moved across Delancey Street in 2019.",
      },
      {
        title: "Shop cats and bodega cats",
        description:
          "Corner groceries and Essex Street shops still keep cats among the rice, cereal and fabric. It breaks the state's food-store rules, it keeps the mice down, and the regulars would protest if it stopped.",
      },
      {
        title: "A neighborhood of arrivals",
        description:
          "German, Irish, Eastern European Jewish, Italian, Chinese, Puerto Rican and Dominican New Yorkers have all called these blocks home. Each wave left its mark on the shops, the food and the houses of worship, and each had cats by the stove.",
      },
    ],
    whyChoose: {
      heading: "Why the Lower East Side is best seen on foot",
      paragraphs: [
        "The Lower East Side is New York's immigrant story at street level. Around 1900 it was among the most crowded places on earth, and you can still read that history in its buildings: tenement walk-ups with zigzag fire escapes, synagogues and churches built by newcomers, painted signs showing through newer paint, and the 1912 Forward Building looking over Seward Park.",
        "It is a neighborhood of small details, which is why a bus misses it. A groove in a doorframe where a mezuzah once hung, a cornice with a builder's date, a cat asleep in a shop window: you only see them at walking pace.",
        "Priya Raman grew up on Grand Street and leads our walk from Seward Park. She tells the neighborhood's story through the cats who lived in its tenements and worked in its shops, and introduces you to the bodega cats who still do. The tour runs on weekends and select weekdays and ends with an optional cat cafe visit.",
      ],
    },
    timeline: [
      {
        year: "1700s",
        event:
          "James De Lancey's farm covers much of the area. After the Revolution the state seizes it from the Loyalist family, and his orchard gives Orchard Street its name.",
      },
      { year: "1863", event: "The tenement at 97 Orchard Street is built. Thousands of people will live there over the next seventy years." },
      { year: "1867", event: "New York's first Tenement House Act requires fire escapes." },
      { year: "1879", event: "A new law requires a window in every room, producing the narrow-waisted 'dumbbell' tenement." },
      {
        year: "1890",
        event: "Jacob Riis publishes How the Other Half Lives, bringing tenement life in neighborhoods like this one to the nation.",
      },
      { year: "1901", event: "The Tenement House Act of 1901 requires a toilet in every apartment of new buildings." },
      {
        year: "1903",
        event: "Seward Park opens with one of the country's first municipal playgrounds, and the Williamsburg Bridge opens in December.",
      },
      { year: "1912", event: "The Forward Building rises on East Broadway, across from Seward Park." },
      { year: "1940", event: "The Essex Street Market opens to move pushcart vendors off the street." },
      {
        year: "2025",
        event: "A guest waiting for our tour finds a gray kitten under a Seward Park bench. Named Essex, he is adopted by a family in Queens.",
      },
    ],
    faqs: [
      {
        question: "Is the Lower East Side worth visiting?",
        answer:
          "Yes, if you want to understand how most New Yorkers actually lived. In a few blocks you'll see the tenements, market streets and houses of worship of the city's great immigrant neighborhood, and some of its best-loved food counters.",
      },
      {
        question: "How do I get to the Lower East Side?",
        answer:
          "Take the F to East Broadway, or the F, J, M or Z to Delancey Street–Essex Street. Seward Park, where our walk begins, is a short walk from both.",
      },
      {
        question: "What is the Lower East Side known for?",
        answer:
          "Tenements and fire escapes, Orchard Street's pushcart and bargain history, the Essex Street Market, the Yiddish newspaper building on East Broadway, and food from pickles to dumplings. Also, if you ask us, its shop cats.",
      },
      {
        question: "Why do so many New York bodegas have cats?",
        answer:
          "Mice. A bodega packs rice, cereal and flour into a small room, often over a basement stockroom, and a cat is cheaper and friendlier than an exterminator. State rules don't allow animals where food is sold, but many owners keep one anyway. Ask before you pet, never pick one up, and buy something.",
      },
      {
        question: "Where exactly is the Lower East Side?",
        answer:
          "Today the name usually means the blocks south of Houston Street and east of the Bowery, down to the East River. A century ago it stretched further, taking in much of what is now the East Village and parts of Chinatown.",
      },
    ],
    testimonials: [
      {
        quote:
          "My great-grandparents arrived on Ludlow Street in 1905. After the tour Priya spent ten minutes helping me work out which building was theirs, and what their three rooms probably looked like.",
        author: "Miriam K.",
        role: "Visiting from Boston",
        tour: "Lower East Side Cat-History Tour",
        date: "2025-09-06",
      },
      {
        quote:
          "I've lived here six years and walked past a certain Essex Street pickle shop a hundred times without noticing the cat in the window. Now we nod at each other.",
        author: "Kevin L.",
        role: "Local, Lower East Side",
        tour: "Lower East Side Cat-History Tour",
        date: "2025-11-01",
      },
    ],
  },
};
