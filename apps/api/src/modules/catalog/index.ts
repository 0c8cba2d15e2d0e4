// What the catalog module offers other modules (they import this file, never its internals).
export { CatalogReadModel, type PricedItem } from './catalog-read-model.ts';
export { type CatalogSync, keepCatalogFresh } from './catalog-sync.ts';
export { listPromoSlides } from './list-promo-slides.ts';
export { type CatalogChangeDeps, publishCatalogChange } from './publish-catalog-change.ts';
export { readMenuFirstView } from './read-menu-first-view.ts';
