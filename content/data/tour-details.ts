// The testimonials below are samples for the demo company: replace them with real guest reviews before launch
// (docs/decisions/009-sample-content.md). Review records in the structured data are built from them.
import type { TourDetails } from "./tour-content-types.ts";
import type { NeighborhoodSlug } from "./tours.ts";

/**
 * What each tour detail page says beyond the tour's facts in tours.ts: the description, the six stops in walking
 * order, what to bring, where to meet, guest testimonials and the FAQ.
 */
export const tourDetails: Record<NeighborhoodSlug, TourDetails> = {
  "brooklyn-heights": {
    description: [
      "Brooklyn Heights was built for commuters before anyone used the word. Once Robert Fulton's steam ferry began regular crossings of the East River in 1814, Manhattan merchants bought lots on the bluff and built row houses with basement kitchens, pantries and parlor floors. Most of those households kept a cat, because flour, coal deliveries and back gardens all drew mice.",
      "In 1965 the Heights became New York City's first historic district, so the stoops, areaways and parlor windows those cats used are still standing. Sam O'Connell, a former ferry deckhand, walks you from the Promenade to Court Street and reads the neighborhood from the sidewalk up: the ferries, the writers, the preachers and the stoop cats and parlor cats who watched it all. Every story comes labeled as documented, reported in the papers of the day, or neighborhood lore.",
      "The walk runs from April to December, on Saturdays and Sundays at 1:15 PM. It takes about two hours and covers about 1.5 miles, and it ends near Court Street, where anyone who wants to can carry on to a neighborhood cat cafe (not included in the price). Sam's own cat, a gray shorthair, is called Montague. He stays home.",
    ],
    stops: [
      {
        title: "The Promenade, at the foot of Montague Street",
        description:
          "We start on the edge of the bluff, with Lower Manhattan across the river, the Brooklyn Bridge to the north and the Statue of Liberty to the south. Under your feet run the stacked decks of the Brooklyn-Queens Expressway, which residents fought in the 1940s to keep out of the middle of the neighborhood. From 1853 to 1912 a ferry ran from the foot of Montague Street straight to Wall Street, and Sam begins there: the boats, the piers below the Heights and the working cats of the waterfront.",
      },
      {
        title: "Willow Street",
        description:
          "Willow Street holds some of the oldest houses in the district, Federal and Greek Revival brick from the 1820s to the 1840s. Here we read a row house from the bottom up: the areaway, the basement kitchen where the food and the coal came in, and the stoop that lifted the family's front door a story above the street. The kitchen is where a Brooklyn cat earned its keep. Truman Capote lived at 70 Willow Street in the 1950s. These are private homes, so we admire them from the sidewalk.",
      },
      {
        title: "Middagh Street and the fruit streets",
        description:
          "24 Middagh Street, a wooden Federal house usually dated to 1824, is often called the oldest in the neighborhood. Farther along the same street stood 7 Middagh, the 'February House' that briefly sheltered W. H. Auden, Carson McCullers and Benjamin Britten in the early 1940s, until it was torn down for the expressway. Around the corner are Cranberry, Orange and Pineapple Streets. As the story goes, a member of the Middagh family tore down street signs honoring her neighbors and put up fruit instead. Nobody has proved it, and we tell it as lore. This is also prime stoop-cat territory, so keep an eye on the top steps.",
      },
      {
        title: "Plymouth Church, Orange Street",
        description:
          "Henry Ward Beecher preached here from 1847, and the church became a center of antislavery activity; Abraham Lincoln attended a service in February 1860, the day before his speech at Cooper Union. Beecher's sister, Harriet Beecher Stowe, gives this stop its cat: Calvin, a Maltese who walked into her house one day and stayed. When she began spending winters in Florida, Calvin went to live with her friend Charles Dudley Warner in Hartford, who wrote a memoir of him in 1880. Calvin never lived in Brooklyn, as far as we know. He is here because he is the best-documented cat in the family.",
      },
      {
        title: "Pierrepont Street and the Center for Brooklyn History",
        description:
          "Pierrepont Street is named for Hezekiah Pierrepont, who divided his land on the bluff into house lots and backed Fulton's steam ferry. At the corner of Clinton Street stands the red brick and terracotta building the Long Island Historical Society opened in 1881, now the Center for Brooklyn History. Its collections are where cat history gets done: city directories, photographs and the Brooklyn Daily Eagle, which covered Brooklyn from 1841 to 1955 and printed its share of cat stories. We show you how we find a cat in the record, and what we say when we can't.",
      },
      {
        title: "Montague Street to Court Street",
        description:
          "Montague Street is named for Lady Mary Wortley Montagu, the English writer born into the Pierrepont family, and it has long been the Heights' main street. We walk it up to Court Street and Borough Hall, finished in 1848 as the city hall of an independent Brooklyn. Here we talk about parlor cats, the pampered house cats of the late nineteenth century, and the 1895 cat show at Madison Square Garden that put them in the spotlight. The walk ends near Court Street, by a neighborhood cat cafe for anyone who wants to carry on (not included in the price).",
      },
    ],
    whatToBring: [
      "Comfortable walking shoes: many sidewalks are old bluestone slabs lifted by tree roots",
      "A small umbrella or rain jacket, since we walk in light rain",
      "Water, especially from June to September",
      "Sunscreen or a hat for the Promenade on bright days",
      "A phone or camera for the skyline and any stoop cats on duty",
      "A card or some cash if you plan to visit the cat cafe afterward",
    ],
    meetingDetails:
      "Meet at the entrance to the Brooklyn Heights Promenade at the foot of Montague Street, where the street meets the railing above the river. Please arrive 10 to 15 minutes early; we leave at 1:15 PM. Look for Sam, or your guide that day, carrying a small marmalade-orange Whisker Walks pennant with a cat-ear notch. The nearest subway is Clark Street (2, 3), about five minutes' walk away; Borough Hall (2, 3, 4, 5) and Court Street (R) are a little farther. The walk ends near Court Street, a few minutes from Borough Hall station, by the optional cat cafe. There are restrooms at the start and at the end.",
    testimonials: [
      {
        quote:
          "An orange-and-white cat came down his stoop on Montague Street and followed our group for two blocks. Sam stopped us well back from the curb and waited until the cat decided to go home. Then he went straight back to Federal brickwork as if nothing had happened.",
        author: "Claire B.",
        role: "Visiting from Toronto",
        tour: "Brooklyn Heights Cat-History Tour",
        date: "2025-04-26",
      },
      {
        quote:
          "I've lived in Park Slope for nine years and always looked up at brownstones. Sam had us look down instead, at the areaway and the basement kitchen where the cat actually worked. I walked home the long way so I could check every house I passed.",
        author: "Dana K.",
        role: "Local, Park Slope",
        tour: "Brooklyn Heights Cat-History Tour",
        date: "2025-05-18",
      },
      {
        quote:
          "I teach American literature and had never heard of Calvin, Harriet Beecher Stowe's cat. My students have now. Sam was careful to say which stories are documented and which are neighborhood legend, which is more than some textbooks manage.",
        author: "Helen M.",
        role: "High school English teacher, Hoboken",
        tour: "Brooklyn Heights Cat-History Tour",
        date: "2025-09-21",
      },
      {
        quote:
          "We booked this on our first trip to New York because my daughter wanted cats and I wanted history. We both got what we came for. She went on to the cat cafe at the end, and I walked back to the Promenade to see the skyline again with everything Sam had told us.",
        author: "Rafael G.",
        role: "Visiting from Madrid",
        tour: "Brooklyn Heights Cat-History Tour",
        date: "2025-10-12",
      },
    ],
    faqs: [
      {
        question: "When does the Brooklyn Heights tour run?",
        answer:
          "From April to December, on Saturdays and Sundays at 1:15 PM. The walk takes about two hours, so you'll finish around 3:15 PM. Open dates are on our booking calendar. This is our most popular walk, so book ahead.",
      },
      {
        question: "Where does the tour start and end?",
        answer:
          "It starts at the Brooklyn Heights Promenade entrance at the foot of Montague Street and ends near Court Street, a few minutes' walk from the Borough Hall (2, 3, 4, 5) and Court Street (R) stations. It's an easy subway ride back to Manhattan from there.",
      },
      {
        question: "Is the cat cafe visit included in the price?",
        answer:
          "No. The walk ends by a neighborhood cat cafe, and going in is entirely optional. The cafe sets its own prices and rules and you pay it directly. Your $40 covers the two-hour guided walk.",
      },
      {
        question: "Will we see real cats on the tour?",
        answer:
          "Usually. Brooklyn Heights has plenty of stoop cats and window cats, but they keep their own hours and we can't promise an appearance. If we meet one, we admire it from the sidewalk: please don't feed it, pick it up or coax it off its stoop. It belongs to someone and knows the way home.",
      },
      {
        question: "How much walking is involved, and is it accessible?",
        answer:
          "About 1.5 miles at an easy pace, with a stop every few blocks. Many sidewalks are old bluestone slabs lifted by tree roots, and there are curbs to step up and down, so the tour is not fully wheelchair accessible. There are restrooms at the start and the end. If you have questions about a specific need, write to us before you book.",
      },
      {
        question: "What happens if it rains?",
        answer:
          "Light rain doesn't stop us, so bring an umbrella. In severe weather we'll reschedule you or give you a refund.",
      },
      {
        question: "How big are the groups?",
        answer:
          "No more than 12 guests, so everyone can hear on quiet residential streets. A tour needs at least 4 guests to run; if a date doesn't reach that, we'll offer you a full refund or another date.",
      },
      {
        question: "Can I bring my own cat?",
        answer:
          "Yes, through our Adventure Cats program. Apply on the Adventure Cats page; cats come in a harness or an enclosed carrier, with one cat per adult and no more than 2 cats on any tour. We review applications weekly.",
      },
    ],
  },

  "financial-district": {
    description: [
      "Lower Manhattan was a port long before it was a financial capital, and ports run on cats. For three centuries the tip of the island was where New York kept its things: furs and grain in the Dutch years, sugar, coffee and cotton later, and always paper, from ships' manifests to letters and bank drafts. Everything that waited drew mice, and the cats followed.",
      "Theo Alvarez spent years as a paralegal a few blocks from Wall Street before he started leading this walk. He takes you from Bowling Green to Stone Street past the Custom House, Trinity Church, Wall Street, the old East River waterfront and Fraunces Tavern, with the ships' cats of the harbor, the warehouse mousers and the 200 cats New York's post offices kept on the federal payroll around 1900. Theo marks every story as documented, reported in the papers of the day, or likely but unproven. He will not invent a Custom House cat to make a stop more fun.",
      "The tour runs on weekends and select weekdays, takes about two hours and covers about 1.5 miles. It ends on Stone Street, a crooked lane of restaurant tables where more than one guest has stayed on for a drink and one more story.",
    ],
    stops: [
      {
        title: "Bowling Green and the Custom House",
        description:
          "Bowling Green is New York's oldest public park, leased in 1733 for a peppercorn a year. Its iron fence went up in 1771 around a statue of George III, which a crowd pulled down on July 9, 1776. Facing the park is the Alexander Hamilton U.S. Custom House, Cass Gilbert's 1907 building on the site of Fort Amsterdam, where every cat in the Dutch colony arrived by ship or descended from one that did. Customs meant bonded warehouses and rooms of manifests, which meant mice. We explain why customs work and mousers went together, and why we still haven't found a named Custom House cat.",
      },
      {
        title: "Trinity Church and its churchyard",
        description:
          "Richard Upjohn's brownstone church was finished in 1846, and its spire was the tallest point in New York until 1890. Alexander Hamilton is buried in the churchyard, beside his wife, Eliza. Old churches kept registers, account books and linens in rooms that stood quiet all week, and the church mouse of the proverb was real. A named Trinity cat? Not yet. We use the churchyard to talk about the working cats that nobody thought to write down.",
      },
      {
        title: "Wall Street and the post office in the Exchange",
        description:
          "Wall Street follows the line of the wall the Dutch built in 1653. In 1827 the city's post office moved into the basement of the new Merchants' Exchange here, a basement full of paper, paste and canvas sacks. The Exchange burned in the Great Fire of December 1835, and the columned 55 Wall Street rose on its site. This is where Theo tells the postal cats' story: around 1900, New York's post offices kept some 200 cats on the federal payroll, fed from a small allowance to protect the mail from rats.",
      },
      {
        title: "South Street, at the foot of Wall Street",
        description:
          "Walk east and you are standing on landfill. The shoreline once ran near Pearl Street, and the city pushed it out block by block until, by the early 1800s, South Street was the heart of the port, with ships' bowsprits reaching over the street. In 1818 the Black Ball Line began sailing to Liverpool on a fixed schedule. Nearly every ship carried a cat against the rats in its stores and cargo, and some surely stepped ashore and stayed. Sailors' beliefs about cats come labeled as lore.",
      },
      {
        title: "Fraunces Tavern, Pearl and Broad Streets",
        description:
          "Samuel Fraunces bought this building in 1762 and ran it as a tavern. On December 4, 1783, George Washington said farewell to his officers in its Long Room. Much of what you see is a reconstruction finished in 1907. An eighteenth-century tavern kept barrels, flour and sugar in its cellars in a port full of rats, so a kitchen cat would have been ordinary. No document we know of names one, and this is the stop where we talk about what 'probably' means to a historian.",
      },
      {
        title: "Stone Street",
        description:
          "In New Amsterdam this was Brouwer Straat, Brewers Street. Tradition says it became the colony's first paved street in 1658; enjoy that as the neighborhood's favorite legend. Brewing runs on grain, and guarding grain is the oldest job a cat ever had, so we finish with the warehouse mousers who kept downtown's grain and goods in one piece. Most of the buildings here went up after the Great Fire of 1835. The walk ends among the restaurant tables.",
      },
    ],
    whatToBring: [
      "Comfortable walking shoes: Stone Street is paved with stone blocks",
      "A light layer, because the wind off the harbor can be sharp at Bowling Green and South Street",
      "A small umbrella or rain jacket, since we walk in light rain",
      "Water, especially from June to September",
      "A phone or camera for the Custom House and the churchyard",
      "Your questions: Theo is a former paralegal and enjoys a good one",
    ],
    meetingDetails:
      "Meet at the north end of Bowling Green, by the subway entrance, where Broadway meets the park. The Charging Bull stands at the same corner, so the spot is easy to find and can be crowded; look past the bull for Theo, or your guide that day, carrying a small marmalade-orange Whisker Walks pennant with a cat-ear notch. Please arrive 10 to 15 minutes early. Bowling Green station (4, 5) is right there, and Whitehall Street (R, W), South Ferry (1) and the Staten Island Ferry terminal are a few minutes' walk away. The walk ends on Stone Street, a short walk from Bowling Green and Whitehall Street stations. There are restrooms at the start and at the end.",
    testimonials: [
      {
        quote:
          "I've worked on Broad Street for eleven years and walk past Fraunces Tavern every day. I had no idea about the post office cats. Theo knows the difference between a documented story and a good one, and he tells you which is which.",
        author: "Marcus T.",
        role: "Commutes to Broad Street",
        tour: "Financial District Cat-History Tour",
        date: "2025-06-14",
      },
      {
        quote:
          "We came for the cats and stayed for the landfill. Learning on South Street that the river once reached Pearl Street changed how I saw the whole neighborhood. My son now corrects strangers about it.",
        author: "Laura B.",
        role: "Visiting from Leeds",
        tour: "Financial District Cat-History Tour",
        date: "2025-08-09",
      },
      {
        quote:
          "Ended on Stone Street with a cold drink and a list of books to read. The 200 postal cats alone were worth the $40, and the peppercorn rent on Bowling Green is my new favorite fact.",
        author: "Greg W.",
        role: "History teacher from Columbus, Ohio",
        tour: "Financial District Cat-History Tour",
        date: "2025-09-13",
      },
      {
        quote:
          "Theo told us at the first stop that he would not make up a cat for the Custom House, and he didn't. Oddly, that made me trust every other story more.",
        author: "Yuki N.",
        role: "Visiting from Osaka",
        tour: "Financial District Cat-History Tour",
        date: "2025-10-19",
      },
    ],
    faqs: [
      {
        question: "Where does the Financial District tour meet and end?",
        answer:
          "It meets at the north end of Bowling Green, by the subway entrance and a few steps from the Charging Bull, and ends on Stone Street near Hanover Square. Both ends are a few minutes from the 4, 5, R and W trains.",
      },
      {
        question: "When does it run?",
        answer:
          "On weekends and select weekdays. The booking calendar shows every open date and start time. The walk takes about two hours.",
      },
      {
        question: "Is this tour only about cats?",
        answer:
          "No. It is a history walk through the oldest part of Manhattan: the Dutch colony, the Revolution, the port and the mail. The cats are the thread that ties it together, because wherever the city stored its goods and its paper, it needed mousers.",
      },
      {
        question: "Did New York's post offices really keep 200 cats?",
        answer:
          "Yes. Around 1900, New York's post offices kept some 200 cats to protect the mail from rats, and their food was paid for out of a small federal allowance. Newspapers called it a payroll; the cats never drew wages. Margo Feld tells the whole story, with what is and isn't documented, in The Postal Cats of Wall Street on our blog.",
      },
      {
        question: "Do we go inside the Custom House or Fraunces Tavern?",
        answer:
          "The walk stops outside each building. Both are museums you can visit on your own: the Custom House holds the National Museum of the American Indian, which is free to enter, and Fraunces Tavern has a museum upstairs. Plan them for before or after the tour.",
      },
      {
        question: "How big are the groups?",
        answer:
          "No more than 15 guests. A tour needs at least 4 guests to run; if a date doesn't reach that, we'll offer you a full refund or another date.",
      },
      {
        question: "Is the route accessible?",
        answer:
          "Not fully. Weekday sidewalks can be crowded, there are curbs throughout and Stone Street is paved with stone blocks, so the tour is not fully wheelchair accessible. There are restrooms at the start and the end. Write to us before you book if you'd like to talk through a specific need.",
      },
      {
        question: "What happens in bad weather?",
        answer:
          "Light rain doesn't stop us, and the wet stones of Stone Street are worth seeing. In severe weather we'll reschedule you or give you a refund.",
      },
    ],
  },

  "lower-east-side": {
    description: [
      "Around 1900 the Lower East Side was among the most crowded places on earth. Families lived in three-room tenement apartments, sold from pushcarts on Hester and Orchard Streets, and kept their flour, bread and potatoes on open shelves. Mice came with the territory, and so did cats: on the fire escapes, in the shops and asleep by the coal stove.",
      "Priya Raman grew up on Grand Street and leads this walk from Seward Park. She tells the neighborhood's story through the cats who lived beside its immigrant families, from the German, Irish and Eastern European Jewish households of the 1800s to the Chinese, Puerto Rican and Dominican New Yorkers who followed. You'll hear what the tenement laws of 1867, 1879 and 1901 changed, how the pushcarts moved indoors, and why a corner store keeps a cat even when the rules say it shouldn't.",
      "The tour runs on weekends and select weekdays, takes about two hours and covers about 1.5 miles. It ends with an optional visit to a neighborhood cat cafe (not included in the price). Priya's own cats, Knish and Latke, approve of the route in principle.",
    ],
    stops: [
      {
        title: "Seward Park, Essex Street side",
        description:
          "We meet at Seward Park, which opened in 1903 with one of the first municipal playgrounds in the country. Across East Broadway stands the 1912 Forward Building, built for the Yiddish daily newspaper, and the Seward Park library, a Carnegie branch from 1909, sits at the park's edge. The park has a cat story of its own: in June 2025 a guest waiting for this tour heard a gray kitten crying under a bench. Priya tells you what we did, what we didn't do, and what to do if you ever find one.",
      },
      {
        title: "Hester Street",
        description:
          "A few steps from the park, Hester Street was the heart of the pushcart market around 1900: fish, bread, pickles, eggs and secondhand clothes sold from carts lined up along the curb. A street selling fish from carts was a standing invitation to the neighborhood's strays. We talk about the street cats of the crowded city, and about the ASPCA, founded in New York in 1866, which ran the city's animal control from 1894 until 1994.",
      },
      {
        title: "Orchard Street",
        description:
          "Orchard Street is named for the orchard on James De Lancey's estate, which the state seized after the Revolution because he had sided with the Crown. A century later the street was lined with pushcarts and storefronts, and for decades after that it was where New Yorkers came for Sunday bargains. Bolts of cloth and sacks of goods make excellent nests, so shopkeepers here have relied on cats for as long as anyone can remember.",
      },
      {
        title: "97 Orchard Street and the fire escapes",
        description:
          "The tenement at 97 Orchard Street was built in 1863 and is now a museum. A typical apartment was three small rooms, often under 350 square feet, with a coal stove and a shared toilet. The Tenement House Act of 1867 required fire escapes, and in July and August they became porches, gardens and bedrooms. For a cat they were a private staircase to every kitchen in the building. No census counted tenement cats, but family stories from these blocks are full of them.",
      },
      {
        title: "The shops of Essex Street",
        description:
          "Essex Street has been a shopping street for well over a century, with pickles, hats, fabric, books and religious goods behind its windows. In 1940 the city opened the Essex Street Market to move pushcart vendors indoors, and in 2019 the market moved across Delancey Street into a new building. Some shop windows here still come with a cat on duty. They are working businesses, so we look from the sidewalk and don't crowd in as a group.",
      },
      {
        title: "A corner bodega",
        description:
          "Bodega is the Spanish word New York borrowed for the corner grocery, and it spread with the Puerto Rican and later Dominican shopkeepers who ran so many of them. Rice, cereal and flour in a small room over a basement stockroom is a mouse's dream and a cat's job. State rules don't allow animals where food is sold; plenty of owners keep a cat anyway. Priya explains the etiquette (ask before you pet, never pick a cat up, buy something), and then we head on to the cat cafe for anyone who wants to continue.",
      },
    ],
    whatToBring: [
      "Comfortable walking shoes: sidewalks are narrow and busy in places",
      "A small umbrella or rain jacket, since we walk in light rain",
      "Water, especially from June to September",
      "A few dollars for a seltzer if we meet a bodega cat, because the store is the reason the cat is there",
      "A card or some cash if you plan to visit the cat cafe afterward",
      "An appetite for later: the neighborhood's pickles, bialys and dumplings are close to where we finish",
    ],
    meetingDetails:
      "Meet on the Essex Street side of Seward Park. Please arrive 10 to 15 minutes early and look for Priya, or your guide that day, carrying a small marmalade-orange Whisker Walks pennant with a cat-ear notch. The nearest stations are East Broadway (F), a short walk west of the park, and Delancey Street–Essex Street (F, J, M, Z), a few blocks north up Essex Street. The walk ends with an optional visit to a neighborhood cat cafe nearby (not included in the price); if you'd rather skip it, you'll be a short walk from the F, J, M and Z trains. There are restrooms at the start and at the end.",
    testimonials: [
      {
        quote:
          "My grandmother grew up on Rivington Street and always talked about the cat that lived on their fire escape. I thought she was embellishing. Priya showed us exactly how that worked, landing to landing and kitchen to kitchen.",
        author: "Ruth A.",
        role: "Granddaughter of the Lower East Side",
        tour: "Lower East Side Cat-History Tour",
        date: "2025-05-10",
      },
      {
        quote:
          "We met a ginger cat asleep next to a lottery machine, and Priya knew his name. She also knew the year of every tenement law. She seemed to think both were equally important, which is the right attitude.",
        author: "Tomás R.",
        role: "Local, Clinton Street",
        tour: "Lower East Side Cat-History Tour",
        date: "2025-07-12",
      },
      {
        quote:
          "In June I spent the tour keeping an eye on a kitten under a bench in Seward Park. Priya made sure I came back for the whole walk in August. Both times, she was the calmest person in the park.",
        author: "Karen J.",
        role: "Visiting from Minneapolis",
        tour: "Lower East Side Cat-History Tour",
        date: "2025-08-16",
      },
      {
        quote:
          "Our kids, 9 and 12, were put in charge of spotting cats and counting fire escapes, and the two hours went quickly. We ended at the cat cafe, which they had been promised since breakfast.",
        author: "Aisha O.",
        role: "Visiting from London with two kids",
        tour: "Lower East Side Cat-History Tour",
        date: "2025-10-04",
      },
    ],
    faqs: [
      {
        question: "Where does the Lower East Side tour meet?",
        answer:
          "On the Essex Street side of Seward Park. The closest stations are East Broadway (F) and Delancey Street–Essex Street (F, J, M, Z). Arrive 10 to 15 minutes early and look for the small marmalade-orange pennant.",
      },
      {
        question: "Where does it end, and is the cat cafe included?",
        answer:
          "The walk ends with an optional visit to a neighborhood cat cafe nearby. It isn't included in the price: the cafe sets its own prices and rules, and you pay it directly if you go in. Your $40 covers the two-hour guided walk.",
      },
      {
        question: "Will we meet bodega cats?",
        answer:
          "Often, but shop cats keep their own schedules and we can't promise one. If we meet a cat, ask before you pet, never pick it up and don't bring treats. We don't name the stores: they are working businesses, not attractions.",
      },
      {
        question: "Is food included?",
        answer:
          "No, this is a history walk, not a food tour. It does pass pickle shops and bakeries, though, and your guide will happily point you somewhere good to eat afterward.",
      },
      {
        question: "Do we go inside the tenement at 97 Orchard Street?",
        answer:
          "No. We stop outside to talk about tenement life and the cats who shared it. The museum in the building runs its own ticketed tours of restored apartments, and they pair well with ours. Book them separately.",
      },
      {
        question: "Is the route accessible?",
        answer:
          "Not fully. Sidewalks are narrow and busy in places and there are curbs throughout, so the tour is not fully wheelchair accessible. There are restrooms at the start and the end. Write to us before you book if you'd like to talk through a specific need.",
      },
      {
        question: "How big are the groups?",
        answer:
          "No more than 12 guests, which keeps us from blocking narrow sidewalks and shop doors. A tour needs at least 4 guests to run; if a date doesn't reach that, we'll offer you a full refund or another date.",
      },
      {
        question: "What happens if it rains?",
        answer:
          "Light rain doesn't stop us, and a drizzly tenement block can feel closer to 1900 than a sunny one. In severe weather we'll reschedule you or give you a refund.",
      },
    ],
  },
};
