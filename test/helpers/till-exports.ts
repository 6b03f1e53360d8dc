/**
 * Sample catalogue exports of other tills, built from their published column lists (Square's item
 * library, Loyverse's items, Shopify's products, Lightspeed Retail X-Series' products), with the
 * Stocktill products each should import as. test/fixtures/till-exports/*.csv are these files,
 * written by test/fixtures/till-exports/generate.ts; the API test checks they still are.
 *
 * Codes are digits only (barcodes are), EAN-13 barcodes with their check digit; SKUs are six
 * digits. Every file has variants, rows without a barcode (keyed by SKU), rows without a maker (the
 * default manufacturer), stock at two locations (the first one's is read) and at least 200 rows.
 */

export interface ExpectedProduct {
  upc: string;
  name: string;
  item: string | null;
  manufacturer: string | null;
  qty: number;
  low: number;
  costMinor: number;
  priceMinor: number;
}

export interface TillExport {
  file: string;
  csv: string;
  /** One per product, in file order; null category or maker: the row has none (the default fills it). */
  products: ExpectedProduct[];
  /** Data rows in the file (image-only rows included). */
  rows: number;
}

/** An EAN-13 with its GS1 check digit, from 12 digits. */
export function ean13(twelve: string): string {
  const sum = [...twelve].reduce((s, d, i) => s + Number(d) * (i % 2 === 0 ? 1 : 3), 0);
  return `${twelve}${(10 - (sum % 10)) % 10}`;
}

function csvOf(header: string[], rows: string[][]): string {
  const cell = (v: string) => (/[",\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
  for (const r of rows) if (r.length !== header.length) throw new Error(`row of ${r.length} cells for ${header.length} headers`);
  return [header, ...rows].map((r) => r.map(cell).join(',')).join('\r\n') + '\r\n';
}

const money = (minor: number) => (minor / 100).toFixed(2);
const CATEGORIES = ['Coffee', 'Tea', 'Snacks', 'Apparel', 'Home'];
const MAKERS = ['Acme Roasters', 'Northwind', 'Blue Heron Co', 'Fjord & Pine'];
const SIZES = ['Small', 'Medium', 'Large'];

/** A row as a header-keyed record, written in the header's order (unnamed cells empty). */
function rowOf(header: string[], values: Record<string, string | number>): string[] {
  for (const k of Object.keys(values)) if (!header.includes(k)) throw new Error(`no column ${k}`);
  return header.map((h) => (values[h] === undefined ? '' : String(values[h])));
}

export function squareExport(): TillExport {
  const locations = ['Main Street', 'Harbour Mall'];
  const header = [
    'Token', 'Item Name', 'Variation Name', 'Unit and Precision', 'SKU', 'Description', 'Category', 'Reporting Category', 'SEO Title', 'SEO Description',
    'Permalink', 'GTIN', 'Square Online Item Visibility', 'Item Type', 'Weight (lb)', 'Shipping Enabled', 'Self-serve Ordering Enabled', 'Delivery Enabled',
    'Pickup Enabled', 'Price', 'Online Sale Price', 'Archived', 'Sellable', 'Contains Alcohol', 'Stockable', 'Skip Detail Screen in POS', 'Option Name 1',
    'Option Value 1', 'Default Unit Cost', 'Default Vendor Name', 'Default Vendor Code',
    ...locations.flatMap((l) => [`Enabled ${l}`, `Current Quantity ${l}`, `New Quantity ${l}`, `Stock Alert Enabled ${l}`, `Stock Alert Count ${l}`, `Price ${l}`]),
    'Tax - Sales Tax (8.875%)',
  ];
  const rows: string[][] = [];
  const products: ExpectedProduct[] = [];
  for (let item = 0; rows.length < 210; item++) {
    const name = `Square item ${item + 1}`;
    const category = CATEGORIES[item % CATEGORIES.length];
    const vendor = item % 7 === 3 ? '' : MAKERS[item % MAKERS.length];
    const variations = item % 3 === 0 ? SIZES : ['Regular'];
    variations.forEach((variation, v) => {
      const n = rows.length;
      const sku = String(300000 + n);
      const gtin = n % 5 === 4 ? '' : ean13(`4006381${String(n).padStart(5, '0')}`);
      const price = 250 + n * 7 + v * 50;
      const cost = 100 + n * 3;
      const qty = n % 40;
      const low = n % 4;
      rows.push(
        rowOf(header, {
          Token: `SQTOKEN${String(n).padStart(6, '0')}`,
          'Item Name': name,
          'Variation Name': variation,
          'Unit and Precision': 'Per item',
          SKU: sku,
          Description: `The ${name}, "as sold", roasted, packed, shipped`,
          Category: category,
          'Reporting Category': category,
          Permalink: `square-item-${item + 1}`,
          GTIN: gtin,
          'Square Online Item Visibility': 'visible',
          'Item Type': 'Physical good',
          'Shipping Enabled': 'Y',
          'Pickup Enabled': 'Y',
          Price: money(price),
          Archived: 'N',
          Sellable: 'Y',
          'Contains Alcohol': 'N',
          Stockable: 'Y',
          'Skip Detail Screen in POS': 'N',
          'Option Name 1': variation === 'Regular' ? '' : 'Size',
          'Option Value 1': variation === 'Regular' ? '' : variation,
          'Default Unit Cost': money(cost),
          'Default Vendor Name': vendor,
          'Default Vendor Code': vendor ? `V-${item}` : '',
          'Enabled Main Street': 'Y',
          'Current Quantity Main Street': qty,
          'Stock Alert Enabled Main Street': 'Y',
          'Stock Alert Count Main Street': low,
          'Price Main Street': money(price),
          'Enabled Harbour Mall': 'Y',
          // The second location's stock is not read, even when it is not a quantity Stocktill takes.
          'Current Quantity Harbour Mall': n % 9 === 0 ? -2 : 5,
          'Stock Alert Count Harbour Mall': 1,
          'Tax - Sales Tax (8.875%)': 'Y',
        }),
      );
      products.push({
        upc: gtin || sku,
        name: variation === 'Regular' ? name : `${name} (${variation})`,
        item: category,
        manufacturer: vendor || null,
        qty,
        low,
        costMinor: cost,
        priceMinor: price,
      });
    });
  }
  return { file: 'square-item-library.csv', csv: csvOf(header, rows), products, rows: rows.length };
}

export function loyverseExport(): TillExport {
  const stores = ['Downtown', 'Airport'];
  const header = [
    'Handle', 'SKU', 'Name', 'Category', 'Description', 'Sold by weight', 'Option 1 name', 'Option 1 value', 'Option 2 name', 'Option 2 value',
    'Option 3 name', 'Option 3 value', 'Cost', 'Barcode', 'SKU of included item', 'Quantity of included item', 'Track stock',
    ...stores.flatMap((s) => [`Available for sale [${s}]`, `Price [${s}]`, `In stock [${s}]`, `Low stock [${s}]`]),
    'Tax - VAT (7%)', 'Default price', 'Use production', 'Supplier', 'Purchase cost',
  ];
  const rows: string[][] = [];
  const products: ExpectedProduct[] = [];
  for (let item = 0; rows.length < 205; item++) {
    const handle = `loyverse-item-${item + 1}`;
    const name = `Loyverse item ${item + 1}`;
    const category = item % 6 === 5 ? '' : CATEGORIES[item % CATEGORIES.length];
    const supplier = item % 4 === 1 ? '' : MAKERS[(item + 1) % MAKERS.length];
    const variants = item % 4 === 0 ? [['Small', 'Red'], ['Large', 'Red'], ['Large', 'Blue']] : [[]];
    variants.forEach((options, v) => {
      const n = rows.length;
      const sku = String(400000 + n);
      const barcode = n % 6 === 2 ? '' : ean13(`5901234${String(n).padStart(5, '0')}`);
      const price = 199 + n * 11;
      const cost = 80 + n * 2;
      const qty = (n * 3) % 50;
      const low = n % 5;
      rows.push(
        rowOf(header, {
          Handle: handle,
          SKU: sku,
          // A variant row names its item only on the item's first row.
          Name: v === 0 ? name : '',
          Category: v === 0 ? category : '',
          Description: v === 0 ? `About ${name}` : '',
          'Sold by weight': 'N',
          'Option 1 name': options.length && v === 0 ? 'Size' : '',
          'Option 1 value': options[0] ?? '',
          'Option 2 name': options.length && v === 0 ? 'Colour' : '',
          'Option 2 value': options[1] ?? '',
          Cost: money(cost),
          Barcode: barcode,
          'Track stock': 'Y',
          'Available for sale [Downtown]': 'Y',
          'Price [Downtown]': money(price),
          'In stock [Downtown]': qty,
          'Low stock [Downtown]': low,
          'Available for sale [Airport]': 'Y',
          'Price [Airport]': money(price + 100),
          'In stock [Airport]': 7,
          'Low stock [Airport]': 2,
          'Tax - VAT (7%)': 'Y',
          'Default price': money(price),
          'Use production': 'N',
          Supplier: v === 0 ? supplier : '',
          'Purchase cost': money(cost),
        }),
      );
      products.push({
        upc: barcode || sku,
        name: options.length ? `${name} (${options.join(', ')})` : name,
        item: category || null,
        manufacturer: supplier || null,
        qty,
        low,
        costMinor: cost,
        priceMinor: price,
      });
    });
  }
  return { file: 'loyverse-items.csv', csv: csvOf(header, rows), products, rows: rows.length };
}

export function shopifyExport(): TillExport {
  const header = [
    'Handle', 'Title', 'Body (HTML)', 'Vendor', 'Product Category', 'Type', 'Tags', 'Published', 'Option1 Name', 'Option1 Value', 'Option1 Linked To',
    'Option2 Name', 'Option2 Value', 'Option2 Linked To', 'Option3 Name', 'Option3 Value', 'Option3 Linked To', 'Variant SKU', 'Variant Grams',
    'Variant Inventory Tracker', 'Variant Inventory Qty', 'Variant Inventory Policy', 'Variant Fulfillment Service', 'Variant Price',
    'Variant Compare At Price', 'Variant Requires Shipping', 'Variant Taxable', 'Variant Barcode', 'Image Src', 'Image Position', 'Image Alt Text',
    'Gift Card', 'SEO Title', 'SEO Description', 'Google Shopping / Google Product Category', 'Google Shopping / Gender', 'Google Shopping / Age Group',
    'Google Shopping / MPN', 'Google Shopping / Condition', 'Google Shopping / Custom Product', 'Variant Image', 'Variant Weight Unit', 'Variant Tax Code',
    'Cost per item', 'Included / United States', 'Price / United States', 'Compare At Price / United States', 'Included / International',
    'Price / International', 'Compare At Price / International', 'Status',
  ];
  const rows: string[][] = [];
  const products: ExpectedProduct[] = [];
  for (let p = 0; rows.length < 215; p++) {
    const handle = `shopify-product-${p + 1}`;
    const title = `Shopify product ${p + 1}`;
    const type = CATEGORIES[(p + 2) % CATEGORIES.length];
    const vendor = p % 5 === 2 ? '' : MAKERS[(p + 2) % MAKERS.length];
    const variants = p % 2 === 0 ? [['Small', 'Black'], ['Medium', 'Black'], ['Large', 'White']] : [['Default Title']];
    variants.forEach((options, v) => {
      const n = rows.length;
      const sku = String(500000 + n);
      const barcode = n % 4 === 3 ? '' : ean13(`7612345${String(n).padStart(5, '0')}`);
      const price = 1000 + n * 13;
      const cost = 400 + n * 5;
      const qty = (n * 7) % 60;
      const first = v === 0;
      rows.push(
        rowOf(header, {
          Handle: handle,
          // Only a product's first row carries its title, description, vendor and type.
          Title: first ? title : '',
          'Body (HTML)': first ? `<p>${title}, in <strong>three</strong> sizes</p>` : '',
          Vendor: first ? vendor : '',
          'Product Category': first ? 'Apparel & Accessories > Clothing' : '',
          Type: first ? type : '',
          Tags: first ? 'new, sale' : '',
          Published: first ? 'TRUE' : '',
          'Option1 Name': first ? (options[0] === 'Default Title' ? 'Title' : 'Size') : '',
          'Option1 Value': options[0],
          'Option2 Name': first && options[1] ? 'Color' : '',
          'Option2 Value': options[1] ?? '',
          'Variant SKU': sku,
          'Variant Grams': 250,
          'Variant Inventory Tracker': 'shopify',
          'Variant Inventory Qty': qty,
          'Variant Inventory Policy': 'deny',
          'Variant Fulfillment Service': 'manual',
          'Variant Price': money(price),
          'Variant Requires Shipping': 'TRUE',
          'Variant Taxable': 'TRUE',
          'Variant Barcode': barcode,
          'Image Src': first ? `https://cdn.example.invalid/${handle}-1.jpg` : '',
          'Image Position': first ? 1 : '',
          'Gift Card': first ? 'FALSE' : '',
          'Variant Weight Unit': 'g',
          'Cost per item': money(cost),
          'Included / United States': 'TRUE',
          'Included / International': 'TRUE',
          Status: first ? 'active' : '',
        }),
      );
      products.push({
        upc: barcode || sku,
        name: options[0] === 'Default Title' ? title : `${title} (${options.join(', ')})`,
        item: type,
        manufacturer: vendor || null,
        qty,
        low: 0,
        costMinor: cost,
        priceMinor: price,
      });
    });
    // A second image of the product: a row with its handle and the image only.
    if (p % 3 === 1) rows.push(rowOf(header, { Handle: handle, 'Image Src': `https://cdn.example.invalid/${handle}-2.jpg`, 'Image Position': 2 }));
  }
  return { file: 'shopify-products.csv', csv: csvOf(header, rows), products, rows: rows.length };
}

export function lightspeedExport(): TillExport {
  const outlets = ['Main_Outlet', 'Warehouse'];
  const header = [
    'id', 'handle', 'sku', 'composite_handle', 'composite_sku', 'composite_quantity', 'name', 'description', 'type', 'variant_option_one_name',
    'variant_option_one_value', 'variant_option_two_name', 'variant_option_two_value', 'variant_option_three_name', 'variant_option_three_value', 'tags',
    'supply_price', 'retail_price', 'loyalty_value', 'loyalty_value_default', 'tax_name', 'tax_value', 'account_code', 'account_code_purchase',
    'brand_name', 'supplier_name', 'supplier_code', 'active', 'track_inventory',
    ...outlets.flatMap((o) => [`inventory_${o}`, `reorder_point_${o}`, `restock_level_${o}`]),
  ];
  const rows: string[][] = [];
  const products: ExpectedProduct[] = [];
  for (let p = 0; rows.length < 205; p++) {
    const handle = `lightspeed-product-${p + 1}`;
    const name = `Lightspeed product ${p + 1}`;
    const type = CATEGORIES[(p + 3) % CATEGORIES.length];
    const brand = p % 4 === 2 ? '' : MAKERS[(p + 3) % MAKERS.length];
    const supplier = p % 8 === 2 ? '' : 'Wholesale Direct';
    const variants = p % 3 === 1 ? SIZES : [''];
    variants.forEach((size) => {
      const n = rows.length;
      const sku = String(600000 + n);
      const price = 500 + n * 9;
      const cost = 200 + n * 4;
      const qty = (n * 5) % 70;
      const low = n % 6;
      rows.push(
        rowOf(header, {
          id: `0af7b240-aba0-11e9-fb5b-${String(n).padStart(12, '0')}`,
          handle,
          sku,
          name,
          description: `<p>${name}</p>`,
          type,
          variant_option_one_name: size ? 'Size' : '',
          variant_option_one_value: size,
          tags: 'imported',
          supply_price: money(cost),
          retail_price: money(price),
          loyalty_value: '',
          tax_name: 'Sales Tax',
          tax_value: '0.15',
          brand_name: brand,
          supplier_name: supplier,
          supplier_code: supplier ? `WD-${n}` : '',
          active: 1,
          track_inventory: 1,
          inventory_Main_Outlet: qty,
          reorder_point_Main_Outlet: low,
          restock_level_Main_Outlet: low * 3,
          inventory_Warehouse: 100,
          reorder_point_Warehouse: 10,
          restock_level_Warehouse: 30,
        }),
      );
      products.push({
        upc: sku,
        name: size ? `${name} (${size})` : name,
        item: type,
        // A product without a brand is made by its supplier, as far as the file tells.
        manufacturer: brand || supplier || null,
        qty,
        low,
        costMinor: cost,
        priceMinor: price,
      });
    });
  }
  return { file: 'lightspeed-x-products.csv', csv: csvOf(header, rows), products, rows: rows.length };
}

export const TILL_EXPORTS = { square: squareExport, loyverse: loyverseExport, shopify: shopifyExport, lightspeed: lightspeedExport } as const;
