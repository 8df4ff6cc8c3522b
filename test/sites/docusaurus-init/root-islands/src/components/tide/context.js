import { createContext, useContext } from 'react';

// Null outside the Root: a component rendered without the provider throws, as on the real site.
export const TideContext = createContext(null);

export function useTide() {
  const tide = useContext(TideContext);
  if (tide === null) throw new Error('useTide outside <TideContext.Provider>');
  return tide;
}
