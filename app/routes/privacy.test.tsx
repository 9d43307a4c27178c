// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { readContent } from "#app/content/read-content.ts";
import { RETENTION_KEYS } from "#app/content/schema.ts";
import { serverCopy } from "#app/content/server-copy.server.ts";
import { periodWords, RETENTION_LABELS } from "#app/features/privacy/retention.ts";
import Privacy, { loader } from "./privacy.tsx";

afterEach(cleanup);

/** The privacy settings as the owner left them in the editor. */
const settings = readContent().privacy;

function drawNotice() {
  render(<Privacy {...({ loaderData: loader() } as unknown as Parameters<typeof Privacy>[0])} />);
}

describe("the privacy notice", () => {
  it("states each retention limit from the privacy settings, the ones the server's daily deletion reads", () => {
    drawNotice();
    expect(serverCopy().privacy.retention).toEqual(settings.retention);
    const table = screen.getByRole("table");
    for (const key of RETENTION_KEYS) {
      const row = within(table).getByRole("row", { name: new RegExp(`^${RETENTION_LABELS[key]}`) });
      expect(row.textContent).toBe(`${RETENTION_LABELS[key]}${periodWords(settings.retention[key])}`);
    }
  });

  it("lists, form by form, every field the settings name, how long it is kept, and who else handles it", () => {
    drawNotice();
    for (const entry of settings.collected) {
      const card = screen.getByRole("heading", { name: entry.title }).closest("article")!;
      for (const field of entry.fields) expect(within(card).getByText(field.label)).toBeTruthy();
      expect(card.textContent).toContain(entry.keptNote);
      if (entry.keptFor) expect(card.textContent).toContain(periodWords(settings.retention[entry.keptFor]));
    }
    for (const processor of settings.processors) expect(screen.getByText(processor.name)).toBeTruthy();
  });
});
