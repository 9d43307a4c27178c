/** Whether an event is over at `now`: it ends (or, without an end, starts) before then. */
export function eventIsOver(event: { startDate: string; endDate?: string }, now: Date): boolean {
  return new Date(event.endDate ?? event.startDate).getTime() <= now.getTime();
}
