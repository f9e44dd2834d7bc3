// The back office as its tests run it: rendered as the shell does, with the BFF stubbed. The checks
// every page's tests make are in ./expect, the BFF's answers in ./fixtures.
export * from './render';
export * from './stub-api';
