import { Route, Routes } from 'react-router';
import CartPage from './CartPage';
import Catalogue from './Catalogue';
import CheckoutPage from './CheckoutPage';
import ProductPage from './ProductPage';
import './shop.css';

/** The store's shop (/shop/…): the catalogue, a product, the cart and the checkout; one download. */
export default function ShopPage() {
  return (
    <Routes>
      <Route index element={<Catalogue />} />
      <Route path="cart" element={<CartPage />} />
      <Route path="checkout" element={<CheckoutPage />} />
      <Route path=":productId" element={<ProductPage />} />
    </Routes>
  );
}
