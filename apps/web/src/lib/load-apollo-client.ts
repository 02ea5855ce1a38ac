// The app's Apollo Client for code that runs outside DataLayout (the sign-in screens): loaded on
// first use, so a guest screen renders without downloading Apollo and GraphQL.
export const loadApolloClient = () => import('./apollo-client').then((module) => module.getApolloClient());
