/**
 * React and the libraries run in their production builds on the server and in the build's render: imported first by
 * server/main.ts and scripts/build.ts, before any module that loads React. React's development build checks every
 * element as it renders, which made the render of the site's pages three times slower (docs/decisions/166). A test
 * runner's own NODE_ENV is kept.
 */
process.env.NODE_ENV ??= "production";
