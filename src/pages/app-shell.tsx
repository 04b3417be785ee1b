import React from 'react';
import SiteHead from '../components/layout/SiteHead/SiteHead';

/** The shell the service worker serves for uncached navigations: intentionally empty. */
export default function AppShell() {
  return <></>;
}

export function Head() {
  return <SiteHead title="App shell" path="/app-shell/" noIndex />;
}
