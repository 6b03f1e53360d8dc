/**
 * Every user-facing message the spec quotes, in one place so the server and the web app
 * say exactly the same words.
 */
export const MSG = {
  enterAllFields: 'Please enter all fields',
  passwordsDoNotMatch: 'Passwords do not match',
  passwordTooShort: 'Password must be at least 6 characters',
  registrationSuccessful: 'Registration Successful',
  passwordUpdated: 'Password Updated',
  fillInAllFields: 'Please fill in all fields',
  qtyNotPositive: 'Quantity cannot be less than or equal to 0',
  itemAlreadyInReceipt: 'Item already in receipt',
  receiptReturned: 'Receipt has been returned',
  noReturnReceipt: 'No return receipt found',
  accountDisabled: 'Your account has been disabled. Please contact the administrator.',
  noneFound: 'None Found',
  notFoundPage: '404 Not Found',
  notAuthorizedNoToken: 'Not authorized, no token',
  notAuthorizedTokenFailed: 'Not authorized, token failed',
  notAuthorizedAdmin: 'Not authorized as an admin',
  invalidCredentials: 'Invalid email or password',
  emailTaken: 'A user with this email already exists',
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
  inventoryUpdated: 'Inventory Updated',
  itemAdded: 'Item Added',
  manufacturerAdded: 'Manufacturer Added',
  taxAdded: 'Tax Rate and Currency Added',
  taxUpdated: 'Tax Rate and Currency Updated',
  confirmDeleteUser: 'Are you sure',
  confirmDelete: 'Are you sure?',
  confirmAddInventory: 'Are you sure you want to add this item?',
} as const;
