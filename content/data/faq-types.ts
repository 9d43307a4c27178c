/** A question and its answer, as the FAQ accordion and the FAQPage record use them (spec, "FAQ item"). */
export type FaqItem = { question: string; answer: string };
