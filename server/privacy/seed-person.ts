import {
  applications,
  codes,
  messages,
  newsletterDeliveries,
  newsletterSends,
  newsletterSignups,
  outbox,
  subscribers,
  tourRequestEvents,
  tourRequests,
} from "../../db/schema.ts";
import type { Database } from "../database.ts";

/**
 * For tests: one person in every table that holds personal data, written at `at` (a fake clock), as the forms and the
 * staff area would leave them. Answers the rows' ids.
 */
export async function seedPerson(
  db: Database,
  email: string,
  options: {
    at: Date;
    tourDate: string;
    reviewedAt?: Date;
    /** What the review decided (approved when reviewed, unless told): an approved cat gets a code. */
    decision?: "approved" | "rejected";
    subscribed?: "pending" | "subscribed" | "unsubscribed";
  },
) {
  const { at } = options;
  const [message] = await db
    .insert(messages)
    .values({
      name: "Nora Quinn",
      email,
      phone: "555 0100",
      message: "Cats?",
      clientHash: "c",
      createdAt: at,
    })
    .returning();
  const [request] = await db
    .insert(tourRequests)
    .values({
      name: "Nora Quinn",
      email,
      phone: "555 0100",
      preferredDates: [options.tourDate],
      guests: 4,
      estimate: 180,
      occasion: "birthday",
      neighborhood: "brooklyn-heights",
      message: "A birthday walk",
      consent: true,
      clientHash: "c",
      createdAt: at,
    })
    .returning();
  await db
    .insert(tourRequestEvents)
    .values({ requestId: request!.id, status: "new", staff: "", createdAt: at });
  const [application] = await db
    .insert(applications)
    .values({
      firstName: "Nora",
      lastName: "Quinn",
      email,
      mobile: "+15550100",
      catName: "Pickles",
      rulesAccepted: true,
      waiverAccepted: true,
      status: options.reviewedAt ? (options.decision ?? "approved") : "pending",
      reviewedAt: options.reviewedAt ?? null,
      clientHash: "c",
      createdAt: at,
    })
    .returning();
  if (options.reviewedAt && options.decision !== "rejected")
    await db.insert(codes).values({ code: `CAT-${application!.id}-NORA`, applicationId: application!.id });
  const [subscriber] = await db
    .insert(subscribers)
    .values({
      email: email.toLowerCase(),
      firstName: "Nora",
      consent: true,
      consentedAt: at,
      clientHash: "c",
      status: options.subscribed ?? "pending",
      createdAt: at,
    })
    .returning();
  const [signup] = await db
    .insert(newsletterSignups)
    .values({
      subscriberId: subscriber!.id,
      form: "home",
      consentWording: "I agree to receive emails.",
      consentVersion: "abc",
      firstName: "Nora",
      clientHash: "c",
      confirmedAt: options.subscribed && options.subscribed !== "pending" ? at : null,
      createdAt: at,
    })
    .returning();
  const [mail] = await db
    .insert(outbox)
    .values({
      recipient: email,
      subject: "Your walk",
      body: "Hello Nora",
      tourRequestId: request!.id,
      status: "sent",
      sentAt: at,
      createdAt: at,
    })
    .returning();
  const [send] = await db
    .insert(newsletterSends)
    .values({ slug: `issue-${subscriber!.id}`, status: "sent", scheduledAt: at })
    .returning();
  await db
    .insert(newsletterDeliveries)
    .values({ sendId: send!.id, subscriberId: subscriber!.id, email: email.toLowerCase(), status: "sent" });
  return {
    message: message!.id,
    request: request!.id,
    application: application!.id,
    subscriber: subscriber!.id,
    signup: signup!.id,
    mail: mail!.id,
  };
}
