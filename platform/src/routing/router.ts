// react-router reaches the remotes through platform instead of being a Module Federation shared module
// of its own: a shared module cannot be tree-shaken, and the whole of react-router 7 is ~60 KB compressed
// where the shop uses a tenth of it. platform is a singleton, so there is still one router context.
// Remotes import these from @ama/platform, never from 'react-router' (the architecture test checks it).
export { BrowserRouter, MemoryRouter, Link, Navigate, NavLink, Outlet, Route, Routes, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
