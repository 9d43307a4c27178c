/**
 * The welcome e-mail an approved Adventure Cat receives (spec, section 4: "an approved applicant is e-mailed a
 * code, booking link and welcome"). The inbox drafts it into the outbox when staff approve an application.
 */
export function adventureCatWelcome(input: {
  firstName: string;
  catName: string;
  code: string;
  bookingUrl: string;
}): { subject: string; body: string } {
  return {
    subject: `Welcome to Adventure Cats, ${input.catName}!`,
    body: [
      `Hi ${input.firstName},`,
      "",
      `Good news: ${input.catName} is approved as a Whisker Walks NYC Adventure Cat. We can't wait to meet you both on the sidewalk.`,
      "",
      `Your Adventure Cat Code: ${input.code}`,
      "",
      `Book any public tour at ${input.bookingUrl} and give this code in the booking notes. A code is good for one booking and never expires; write to us for a new one when you want to come again.`,
      "",
      "On the day:",
      "- Your cat stays in a harness or an enclosed carrier at all times.",
      "- One cat per adult, and at most two cats on any tour.",
      "- Bring water, and let your guide know if your cat needs a break: we stop whenever a cat asks us to.",
      "",
      "Questions? Just reply to this e-mail.",
      "",
      "See you soon,",
      "The Whisker Walks NYC team",
    ].join("\n"),
  };
}
