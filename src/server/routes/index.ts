/**
 * Every API route, grouped by who may call it. Authentication is enforced once per group:
 * the signed-in group checks the session, the admin group also the admin flag. Both groups' handlers
 * work in the caller's business (`request.db`, held to that business's rows by row-level security;
 * a write is one transaction): see plugins/business-scope.ts.
 */
import type { FastifyInstance } from 'fastify';
import { adminUserRoutes, publicUserRoutes, signedInUserRoutes } from './users';
import { healthRoutes } from './health';
import { signedInPosRoutes } from './pos';
import { publicReceiptRoutes } from './receipts';
import { publicWalletRoutes } from './wallets';
import { adminInventoryRoutes, signedInInventoryRoutes } from './inventory';
import { adminItemRoutes, signedInItemRoutes } from './items';
import { adminManufacturerRoutes, signedInManufacturerRoutes } from './manufacturers';
import { adminSettingRoutes, signedInSettingRoutes } from './settings';
import { signedInReportRoutes } from './reports';
import { adminQuickKeyRoutes, signedInQuickKeyRoutes } from './quick-keys';
import { adminSalesRoutes, signedInSalesRoutes } from './sales';
import { signedInSyncRoutes } from './sync';
import { adminStockCountRoutes, signedInStockCountRoutes } from './stock-counts';
import { adminSupplierRoutes, signedInSupplierRoutes } from './suppliers';
import { adminPurchaseOrderRoutes, signedInPurchaseOrderRoutes } from './purchase-orders';
import { adminStockRoutes, signedInStockRoutes } from './stock';
import { adminTaxClassRoutes, signedInTaxClassRoutes } from './tax-classes';
import { adminRegisterRoutes, signedInRegisterRoutes } from './registers';
import { adminCatalogRoutes } from './catalog';
import { adminGettingStartedRoutes } from './getting-started';
import { runsInBusinessScope } from '../plugins/business-scope';

export async function apiRoutes(api: FastifyInstance) {
  // Anyone
  await api.register(healthRoutes);
  await api.register(publicUserRoutes);
  await api.register(publicWalletRoutes);
  // Signed-in users and wallet holders: the route checks which one is asking.
  await api.register(publicReceiptRoutes);

  // Any signed-in user of a business
  await api.register(async (signedIn) => {
    signedIn.addHook('onRequest', signedIn.requireUser);
    signedIn.addHook('onRoute', runsInBusinessScope);
    await signedIn.register(signedInUserRoutes);
    await signedIn.register(signedInPosRoutes);
    await signedIn.register(signedInInventoryRoutes);
    await signedIn.register(signedInItemRoutes);
    await signedIn.register(signedInManufacturerRoutes);
    await signedIn.register(signedInSettingRoutes);
    await signedIn.register(signedInReportRoutes);
    await signedIn.register(signedInStockCountRoutes);
    await signedIn.register(signedInSupplierRoutes);
    await signedIn.register(signedInPurchaseOrderRoutes);
    await signedIn.register(signedInStockRoutes);
    await signedIn.register(signedInTaxClassRoutes);
    await signedIn.register(signedInRegisterRoutes);
    await signedIn.register(signedInSalesRoutes);
    await signedIn.register(signedInQuickKeyRoutes);
    await signedIn.register(signedInSyncRoutes);
  });

  // Admins only
  await api.register(async (admin) => {
    admin.addHook('onRequest', admin.requireAdmin);
    admin.addHook('onRoute', runsInBusinessScope);
    await admin.register(adminUserRoutes);
    await admin.register(adminInventoryRoutes);
    await admin.register(adminItemRoutes);
    await admin.register(adminManufacturerRoutes);
    await admin.register(adminSettingRoutes);
    await admin.register(adminSalesRoutes);
    await admin.register(adminQuickKeyRoutes);
    await admin.register(adminStockCountRoutes);
    await admin.register(adminSupplierRoutes);
    await admin.register(adminPurchaseOrderRoutes);
    await admin.register(adminStockRoutes);
    await admin.register(adminTaxClassRoutes);
    await admin.register(adminRegisterRoutes);
    await admin.register(adminCatalogRoutes);
    await admin.register(adminGettingStartedRoutes);
  });
}
