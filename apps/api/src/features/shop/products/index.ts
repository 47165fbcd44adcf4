/** What other features may use of products: only through this file (test/feature-boundaries.test.ts). */
export {
  findProduct,
  hasProductsOnSale,
  insertProduct,
  listProducts,
  returnStock,
  takeStocks,
  toProduct,
} from './products.repository.ts';
