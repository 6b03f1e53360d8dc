import { describe, expect, it } from 'vitest';
import { FormatRows, recogniseFormat } from './import-formats';

describe('recogniseFormat', () => {
  it('knows Shopify by its newer headers too, and reads its columns', () => {
    const header = ['Title', 'URL handle', 'Description', 'Vendor', 'Type', 'SKU', 'Barcode', 'Option1 name', 'Option1 value', 'Price', 'Cost per item', 'Inventory quantity'];
    const f = recogniseFormat(header)!;
    expect(f.id).toBe('shopify');
    expect(Object.fromEntries([...f.columns].map(([c, i]) => [c, header[i]]))).toEqual({
      upc: 'Barcode',
      name: 'Title',
      item: 'Type',
      manufacturer: 'Vendor',
      qty: 'Inventory quantity',
      cost: 'Cost per item',
      price: 'Price',
    });
  });

  it('tells Lightspeed from Loyverse, names the locations, and leaves an ordinary sheet alone', () => {
    expect(recogniseFormat(['handle', 'sku', 'name', 'supply_price', 'retail_price', 'inventory_Main_Outlet', 'inventory_Back_Room'])).toMatchObject({ id: 'lightspeed', locations: ['Main Outlet', 'Back Room'] });
    expect(recogniseFormat(['Handle', 'SKU', 'Name', 'Category', 'Barcode', 'In stock [Shop 1]'])).toMatchObject({ id: 'loyverse', locations: ['Shop 1'] });
    expect(recogniseFormat(['upc', 'name', 'price', 'sku', 'handle'])).toBeNull();
  });
});

describe('FormatRows', () => {
  it('gives a variant row its product, its SKU when it has no barcode, its options in the name; empties an image-only row', () => {
    const header = ['Handle', 'Title', 'Vendor', 'Type', 'Option1 Value', 'Option2 Value', 'Variant SKU', 'Variant Price', 'Variant Barcode', 'Image Src'];
    const rows = new FormatRows(recogniseFormat(header)!);
    expect(rows.rewrite(['tee', 'Tee', 'Acme', 'Shirts', 'Small', 'Red', '111', '10', '4006381333931', 'a.jpg'])).toEqual(['tee', 'Tee (Small, Red)', 'Acme', 'Shirts', 'Small', 'Red', '111', '10', '4006381333931', 'a.jpg']);
    expect(rows.rewrite(['tee', '', '', '', 'Large', 'Red', '112', '12', '', ''])).toEqual(['tee', 'Tee (Large, Red)', 'Acme', 'Shirts', 'Large', 'Red', '112', '12', '112', '']);
    expect(rows.rewrite(['tee', '', '', '', '', '', '', '', '', 'b.jpg'])).toEqual(['', '', '', '', '', '', '', '', '', '']);
    expect(rows.rewrite(['mug', 'Mug', '', 'Home', 'Default Title', '', '113', '5', '', ''])).toEqual(['mug', 'Mug', '', 'Home', 'Default Title', '', '113', '5', '113', '']);
  });
});
