/**
 * The frame of every mail: the organisation's logo (or name) on a band of its colour, the body,
 * and a footer naming who sent it. Tables and inline styles, because that is what mail clients
 * render reliably.
 */
import type { ReactNode } from 'react';
import type { MailBrand } from '../mailBrand.js';

export function MailLayout({ brand, children }: { brand: MailBrand; children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
      </head>
      <body style={{ margin: 0, padding: 0, backgroundColor: '#f4f5f7' }}>
        <table role="presentation" width="100%" cellPadding={0} cellSpacing={0}>
          <tbody>
            <tr>
              <td align="center" style={{ padding: '24px 12px' }}>
                <table
                  role="presentation"
                  width="100%"
                  cellPadding={0}
                  cellSpacing={0}
                  style={{ maxWidth: 560, backgroundColor: '#ffffff', borderRadius: 8 }}
                >
                  <tbody>
                    <tr>
                      <td
                        style={{
                          backgroundColor: brand.color,
                          borderRadius: '8px 8px 0 0',
                          padding: '16px 24px',
                        }}
                      >
                        {brand.logoUrl ? (
                          <img src={brand.logoUrl} alt={brand.orgName} height={32} />
                        ) : (
                          <strong style={{ color: '#ffffff', fontSize: 18 }}>
                            {brand.orgName}
                          </strong>
                        )}
                      </td>
                    </tr>
                    <tr>
                      <td
                        style={{
                          padding: 24,
                          fontFamily: 'Arial, Helvetica, sans-serif',
                          fontSize: 15,
                          lineHeight: 1.5,
                          color: '#1f2328',
                        }}
                      >
                        {children}
                      </td>
                    </tr>
                  </tbody>
                </table>
                <p
                  style={{
                    fontFamily: 'Arial, Helvetica, sans-serif',
                    fontSize: 12,
                    color: '#6e7781',
                  }}
                >
                  Sent by {brand.orgName}&apos;s Trust Center.
                </p>
              </td>
            </tr>
          </tbody>
        </table>
      </body>
    </html>
  );
}

/** A button-like link in the organisation's colour. */
export function MailButton({
  href,
  color,
  children,
}: {
  href: string;
  color: string;
  children: ReactNode;
}) {
  return (
    <a
      href={href}
      style={{
        display: 'inline-block',
        backgroundColor: color,
        color: '#ffffff',
        padding: '10px 18px',
        borderRadius: 6,
        textDecoration: 'none',
        fontWeight: 'bold',
      }}
    >
      {children}
    </a>
  );
}
