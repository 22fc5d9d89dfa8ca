import { useCallback, useMemo, useSyncExternalStore } from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {
  favoritesStorageKey,
  parseFavoriteIds,
  serializeFavoriteIds,
  toggleFavoriteId,
} from '../_utils';

/*
 * The stored value is the raw string in localStorage. When storage cannot be
 * used (disabled, private mode, full quota), favourites still work for the
 * visit from the in-memory copy.
 */
let memoryValue: string | null = null;
let storageUsable = true;
const listeners = new Set<() => void>();

function readRaw(): string | null {
  if (storageUsable) {
    try {
      return window.localStorage.getItem(favoritesStorageKey);
    } catch {
      storageUsable = false;
    }
  }
  return memoryValue;
}

function writeRaw(raw: string): void {
  memoryValue = raw;
  if (storageUsable) {
    try {
      window.localStorage.setItem(favoritesStorageKey, raw);
    } catch {
      storageUsable = false;
    }
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab changed the favourites (or cleared the storage).
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === favoritesStorageKey) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

const getServerSnapshot = (): string | null => null;

export interface FavoriteIds {
  /** Ids of the entries the reader saved; empty on the server and while hydrating. */
  favoriteIds: string[];
  isFavorite: (id: string) => boolean;
  toggleFavorite: (id: string) => void;
}

/**
 * The reader's favourite showcase entries, kept in localStorage. Storage is
 * read only after hydration, so the server-rendered HTML (and the first
 * client render) shows no favourites.
 */
export default function useFavoriteIds(): FavoriteIds {
  const isBrowser = useIsBrowser();
  const raw = useSyncExternalStore(subscribe, readRaw, getServerSnapshot);
  const favoriteIds = useMemo(() => (isBrowser ? parseFavoriteIds(raw) : []), [isBrowser, raw]);
  const isFavorite = useCallback((id: string) => favoriteIds.includes(id), [favoriteIds]);
  const toggleFavorite = useCallback((id: string) => {
    writeRaw(serializeFavoriteIds(toggleFavoriteId(parseFavoriteIds(readRaw()), id)));
  }, []);
  return { favoriteIds, isFavorite, toggleFavorite };
}
