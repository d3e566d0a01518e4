import type { ReactNode } from 'react';
import { useSite } from './site-context';

/** The parts of every storefront page that change only with the catalogue: the category bar, the footer. */
export const KEPT_PARTS = ['category-bar', 'footer'] as const;
export type KeptPartName = (typeof KEPT_PARTS)[number];

/**
 * A part of the page that shows only the catalogue's menus, the same on every page until the
 * catalogue changes. The server renders it once and puts that HTML into each page it renders
 * after, in place of the `<template data-kept-part>` written here (entry-server); the browser
 * renders and hydrates it as any other part.
 */
export function KeptPart({ name, children }: { name: KeptPartName; children: ReactNode }) {
  const { keptParts } = useSite();
  return keptParts?.has(name) ? <template data-kept-part={name} /> : children;
}
