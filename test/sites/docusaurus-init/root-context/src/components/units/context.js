import { createContext, useContext } from 'react';

// Null outside the Root: a component rendered without the provider throws, as on the real site.
export const UnitContext = createContext(null);

export function useUnit() {
  const unit = useContext(UnitContext);
  if (unit === null) throw new Error('useUnit outside <UnitContext.Provider>');
  return unit;
}
