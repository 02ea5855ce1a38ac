// Lets non-React code (the Apollo error link) navigate with the data router, and lets a flow
// wait for that navigation to finish before it lets go of the current page.
type Navigate = (to: string) => Promise<void>;

let navigateImpl: Navigate = async (to) => window.location.assign(to);
let pending: Promise<void> = Promise.resolve();

export function setNavigator(navigate: Navigate) {
  navigateImpl = navigate;
}

export function navigateTo(to: string): Promise<void> {
  pending = navigateImpl(to);
  return pending;
}

/** Resolves once the latest navigateTo() has completed. */
export function pendingNavigation(): Promise<void> {
  return pending;
}
