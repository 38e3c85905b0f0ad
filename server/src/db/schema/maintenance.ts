/**
 * Storage of the embedded ERP's maintenance orders (spec 3 §3.1-3.7): orders with a version that
 * grows on every change, review groups, characteristics, site inventory, antennas, photos, attachments.
 */
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { attachmentTypes } from './catalogues';
import { fileBlobs } from './files';
import { companies } from './organization';
import { users } from './users';

const stamp = (name: string) => timestamp(name, { withTimezone: true });

/** A choice of a characteristic or an inventory list: the option code and its text. */
export interface StoredOption {
  opt: string;
  value: string;
}

/** One maintenance order (the list row of spec 3 §3.1 plus its keys and review state). */
export const maintenanceOrders = pgTable(
  'maintenance_orders',
  {
    aufnr: text('aufnr').primaryKey(),
    /** Order type: TS01 preventive, TS02 corrective, TS03 major. */
    auart: text('auart').notNull(),
    bukrs: text('bukrs')
      .notNull()
      .references(() => companies.code),
    /** Lessor or supplier the order is for, padded to 10 digits. */
    lifnr: text('lifnr').notNull(),
    /** Planning work center of the order. */
    arbpl: text('arbpl').notNull(),
    /** Crew code assigned to the order; null while none is. */
    workCntr: text('work_cntr'),
    /** User status '01'..'07' (spec 3 §4.4). */
    status: text('status').notNull(),
    /** Review status of the order: '' none yet, VAPR, VAPV, REPV, VATL, RETL. */
    orderStatus: text('order_status').notNull().default(''),
    txt: text('txt').notNull(),
    month: text('month').notNull(),
    functLoc: text('funct_loc').notNull(),
    descript: text('descript').notNull(),
    poNumber: text('po_number').notNull(),
    fsavd: date('fsavd', { mode: 'string' }).notNull(),
    /** Scheduled time HH:MM:SS. */
    fsavz: text('fsavz').notNull(),
    tdline: text('tdline').notNull(),
    latu: doublePrecision('latu').notNull(),
    lotu: doublePrecision('lotu').notNull(),
    city1: text('city1').notNull(),
    region: text('region').notNull(),
    strSuppl1: text('str_suppl1').notNull(),
    strSuppl2: text('str_suppl2').notNull(),
    orderComments: text('order_comments').notNull(),
    op: text('op').notNull(),
    /** Grows by one on every change of the order or anything under it (optimistic concurrency). */
    version: integer('version').notNull().default(1),
    modifiedDate: stamp('modified_date').notNull().defaultNow(),
  },
  // The lists' indexes by company, status, lessor, crew and date are built online after the
  // migrations (db/online-indexes.ts); they begin with the columns the indexes once here had.
  (t) => [index('maintenance_orders_funct_loc').on(t.functLoc)],
);

const orderRef = () =>
  text('aufnr')
    .notNull()
    .references(() => maintenanceOrders.aufnr, { onDelete: 'cascade' });

/** A review group of an order (spec 3 §3.3) with the lessor (Pr) and operator (Tl) review. */
export const maintenanceGroups = pgTable(
  'maintenance_groups',
  {
    uuidObj: text('uuid_obj').primaryKey(),
    aufnr: orderRef(),
    sequence: integer('sequence').notNull(),
    groupCode: text('group_code').notNull(),
    groupVersion: text('group_version').notNull(),
    groupVariant: text('group_variant').notNull(),
    groupText: text('group_text').notNull(),
    groupStatus: text('group_status').notNull().default(''),
    groupComments: text('group_comments').notNull().default(''),
    statusPr: text('status_pr').notNull().default(''),
    commentsPr: text('comments_pr').notNull().default(''),
    statusTl: text('status_tl').notNull().default(''),
    commentsTl: text('comments_tl').notNull().default(''),
  },
  (t) => [index('maintenance_groups_aufnr').on(t.aufnr, t.sequence)],
);

/**
 * A characteristic (spec 3 §3.4) of a group or of the site inventory; `ownerUuid` is the group's
 * uuidObj or the inventory's.
 */
export const maintenanceCharacteristics = pgTable(
  'maintenance_characteristics',
  {
    aufnr: orderRef(),
    ownerUuid: text('owner_uuid').notNull(),
    sequence: integer('sequence').notNull(),
    charText: text('char_text').notNull(),
    charComments: text('char_comments').notNull().default(''),
    charCommentsIndicator: boolean('char_comments_indicator').notNull().default(false),
    charStatus: text('char_status').notNull().default(''),
    value: text('value').notNull().default(''),
    options: jsonb('options').$type<StoredOption[]>().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.ownerUuid, t.sequence] }),
    index('maintenance_chars_aufnr').on(t.aufnr),
  ],
);

/** The site inventory of an order (spec 3 §3.5): site data, option lists and its site review. */
export const maintenanceInventories = pgTable('maintenance_inventories', {
  aufnr: orderRef().primaryKey(),
  uuidObj: text('uuid_obj').notNull().unique(),
  /** Metres. */
  buildingHeight: doublePrecision('building_height').notNull(),
  towerType: text('tower_type').notNull(),
  /** Metres. */
  towerHeight: doublePrecision('tower_height').notNull(),
  generalComments: text('general_comments').notNull().default(''),
  statusPr: text('status_pr').notNull().default(''),
  commentsPr: text('comments_pr').notNull().default(''),
  statusTl: text('status_tl').notNull().default(''),
  commentsTl: text('comments_tl').notNull().default(''),
  technologyOptions: jsonb('technology_options').$type<StoredOption[]>().notNull(),
  sizeOptions: jsonb('size_options').$type<StoredOption[]>().notNull(),
  sectorOptions: jsonb('sector_options').$type<StoredOption[]>().notNull(),
  concessionaireOptions: jsonb('concessionaire_options').$type<StoredOption[]>().notNull(),
});

/** An antenna of the site inventory (spec 3 §3.5), numbered consecutively per order. */
export const maintenanceAntennas = pgTable(
  'maintenance_antennas',
  {
    aufnr: orderRef(),
    antenna: integer('antenna').notNull(),
    technologyCode: text('technology_code').notNull(),
    sizeCode: text('size_code').notNull(),
    /** Height of the radiation centre, in `um`. */
    ncra: doublePrecision('ncra').notNull(),
    um: text('um').notNull(),
    /** Azimuth in degrees. */
    orientation: integer('orientation').notNull(),
    sectorCode: text('sector_code').notNull(),
    concessionaireCode: text('concessionaire_code').notNull(),
    observations: text('observations').notNull().default(''),
    comments: text('comments').notNull().default(''),
    statusPr: text('status_pr').notNull().default(''),
    commentsPr: text('comments_pr').notNull().default(''),
    statusTl: text('status_tl').notNull().default(''),
    commentsTl: text('comments_tl').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.aufnr, t.antenna] })],
);

/**
 * A photo of an order (spec 3 §3.6) taken for a characteristic (owner + charSequence) or an
 * antenna; the JPEG itself is a blob shared by hash. A photo sent from a device keeps the id the
 * device chose (its ClientId) and the user who sent it, so a replay answers the stored photo.
 */
export const maintenancePhotos = pgTable(
  'maintenance_photos',
  {
    id: text('id').primaryKey(),
    aufnr: orderRef(),
    ownerUuid: text('owner_uuid'),
    charSequence: integer('char_sequence'),
    antenna: integer('antenna'),
    /** Order of the photo within its characteristic or antenna (idPhoto). */
    sequence: integer('sequence').notNull(),
    lat: doublePrecision('lat'),
    longitud: doublePrecision('longitud'),
    takenDate: date('taken_date', { mode: 'string' }),
    /** HH:MM:SS. */
    takenTime: text('taken_time'),
    blobSha256: text('blob_sha256')
      .notNull()
      .references(() => fileBlobs.sha256),
    /** Who sent it from a device; null for photos that came from the ERP. */
    createdByUserId: integer('created_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    createdDate: stamp('created_date').notNull().defaultNow(),
  },
  (t) => [index('maintenance_photos_aufnr').on(t.aufnr)],
);

/**
 * A document attached to an order (spec 3 §3.7); inactive rows are deleted ones. One added from a
 * device carries the ClientId it chose, unique per user, so an offline add can be replayed, then
 * modified or deleted by that id before the device learnt the server's Id.
 */
export const maintenanceAttachments = pgTable(
  'maintenance_attachments',
  {
    id: serial('id').primaryKey(),
    aufnr: orderRef(),
    attachmentTypeId: integer('attachment_type_id')
      .notNull()
      .references(() => attachmentTypes.id),
    description: text('description').notNull(),
    notes: text('notes').notNull(),
    fileName: text('file_name').notNull(),
    fileExt: text('file_ext').notNull(),
    /** Bytes of the file. */
    fileSize: integer('file_size').notNull(),
    blobSha256: text('blob_sha256')
      .notNull()
      .references(() => fileBlobs.sha256),
    active: boolean('active').notNull().default(true),
    createdBy: text('created_by').notNull(),
    createdDate: stamp('created_date').notNull().defaultNow(),
    modifiedBy: text('modified_by'),
    modifiedDate: stamp('modified_date'),
    /** The user who added it through the portal; null for attachments that came from the ERP. */
    createdByUserId: integer('created_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    clientId: text('client_id'),
  },
  (t) => [
    index('maintenance_attachments_aufnr').on(t.aufnr),
    uniqueIndex('maintenance_attachments_client_id').on(t.createdByUserId, t.clientId),
  ],
);
