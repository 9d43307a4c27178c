/** The little of structured-data-testing-tool's API the lint test uses (the package ships no types). */
declare module "structured-data-testing-tool" {
  export type TestResult = { test: string; description?: string; error?: { message: string } };
  export type TestResponse = { passed: TestResult[]; failed: TestResult[]; warnings: TestResult[] };
  export function structuredDataTest(input: string, options: { presets: unknown[] }): Promise<TestResponse>;
}
declare module "structured-data-testing-tool/presets.js" {
  const presets: { Google: unknown };
  export default presets;
}
