/**
 * The router of the site: the ONE shared instance (a singleton in the shared map, versioned with
 * mfe-shared). Only what the apps use is re-exported, so the shared chunk carries only that part of
 * react-router (a shared module keeps every export it has: sharing react-router-dom kept all of it).
 * Apps import from 'mfe-shared/router', never from react-router or react-router-dom.
 * Adding an export here is a new mfe-shared minor version (a remote needing it requires that version).
 */
export { HashRouter, MemoryRouter, Router, Routes, Route, Link, Navigate, useNavigate, useLocation, useParams, useSearchParams } from 'react-router';
export type { Location, Navigator, To } from 'react-router';
