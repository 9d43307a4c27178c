/**
 * The unit tests' postgres project: one throwaway Postgres cluster for the run (Debian's package), whose address the
 * database tests read through server/testing/database.ts. Stopped when the run ends; a run killed outright leaves it
 * to the next run's clean-up (scripts/lib/test-run.ts).
 */
import type { TestProject } from "vitest/node";
import { freePort, startTestCluster } from "./postgres.ts";

export default async function setup(project: TestProject) {
  const cluster = startTestCluster(await freePort());
  project.provide("postgresCluster", cluster.url.replace(/\/whisker$/, ""));
  return () => cluster.stop();
}
