import { bufferTapsUntilHydrated } from './runtime/tap-buffer';

// First of all, before any other code has loaded: a tap on an island that has not hydrated yet is
// kept, not lost (docs/adr-009-islands.md). It imports nothing shared, so it may run before the boundary.
bufferTapsUntilHydrated();
// The async boundary lets Module Federation negotiate the shared singletons before any of them runs.
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
