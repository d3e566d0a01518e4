import { Link } from 'react-router';
import { CashIcon, ReturnIcon, ShieldIcon, TruckIcon } from '../../../components/ui/icons';
import { useBrands } from '../../../lib/catalogue/get-brands';
import { useCategories } from '../../../lib/catalogue/get-categories';
import { usePublicSettings } from '../../../lib/catalogue/get-public-settings';

const PROMISES = [
  { icon: ShieldIcon, title: '100% original', text: 'Every product comes straight from the brand.' },
  { icon: ReturnIcon, title: 'Return within 30 days', text: 'Easy returns and exchanges, no questions asked.' },
  { icon: TruckIcon, title: 'Delivery in 4-5 business days', text: 'Anywhere in Pakistan.' },
  { icon: CashIcon, title: 'Cash on delivery', text: 'Pay when your order arrives.' },
];

const HELP_LINKS = [
  { label: 'Contact us', to: '/contact' },
  { label: 'Shipping & delivery', to: '/shipping-policy' },
  { label: 'Returns & exchange', to: '/returns' },
  { label: 'FAQ', to: '/faq' },
];

const COMPANY_LINKS = [
  { label: 'About OnSale', to: '/about' },
  { label: 'Privacy policy', to: '/privacy' },
  { label: 'Terms of service', to: '/terms' },
  { label: 'Sell on OnSale', to: '/become-a-seller' },
];

export function SiteFooter() {
  const categories = useCategories();
  const brands = useBrands();
  const shop = usePublicSettings();
  return (
    <footer className="site-footer">
      <section className="footer-promises" aria-label="Our promises">
        <ul className="container list-unstyled mb-0">
          {PROMISES.map(({ icon: Icon, title, text }) => (
            <li key={title}>
              <Icon size={30} />
              <div>
                <strong>{title}</strong>
                <span>{text}</span>
              </div>
            </li>
          ))}
        </ul>
      </section>
      <div className="container footer-links">
        <div className="footer-about">
          <p className="brand-title mb-2">
            On<span>Sale</span>
          </p>
          <p className="small">
            Real discounts on clothing, footwear, accessories and beauty from Pakistan&apos;s favourite brands,
            delivered to your door.
          </p>
          <address className="footer-support small mb-0" aria-label="Customer support">
            <strong className="d-block">Customer support</strong>
            {shop.supportHours && <span className="d-block">{shop.supportHours}</span>}
            <a href={`mailto:${shop.supportEmail}`}>{shop.supportEmail}</a>
            {shop.supportPhone && <a href={`tel:${shop.supportPhone.replace(/[^0-9+]/g, '')}`}>{shop.supportPhone}</a>}
          </address>
        </div>
        <FooterList
          title="Shop"
          links={(categories.data ?? []).map((c) => ({ label: c.name, to: `/category/${c.slug}` }))}
        />
        <FooterList
          title="Brands"
          links={(brands.data ?? []).map((b) => ({ label: b.name, to: `/brand/${b.slug}` }))}
        />
        <FooterList title="Help" links={HELP_LINKS} />
        <FooterList title="OnSale" links={COMPANY_LINKS} />
      </div>
      <div className="footer-bottom">
        <div className="container d-flex flex-wrap justify-content-between gap-2">
          <span>
            © {new Date().getFullYear()} {shop.shopName}. Prices in Pakistani rupees.
          </span>
          <span>Cash On Delivery Only</span>
        </div>
      </div>
    </footer>
  );
}

function FooterList({ title, links }: { title: string; links: { label: string; to: string }[] }) {
  const id = `footer-${title.toLowerCase()}`;
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className="footer-heading">
        {title}
      </h2>
      <ul className="list-unstyled mb-0">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
