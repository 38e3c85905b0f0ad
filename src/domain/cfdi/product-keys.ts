/**
 * The portal's product/service keys (c_ClaveProdServ) by role (spec 2 §5 "Electronic validations"):
 * the 23 keys a lessor may invoice by the service unit E48, and the fixed list of keys a supplier
 * may invoice. The spec names both lists without showing them; these are the portal's defaults,
 * and a company may keep its own (companies.lease_product_keys / supplier_product_keys), which the
 * server passes in the portal context instead.
 *
 * Every key is one of the SAT's c_ClaveProdServ (mostly class keys, ending in 00, which the SAT
 * publishes for each class as well as the commodities under it). When the catalogue is imported
 * (`npm run sat:import-catalog`), the command lists any of these keys the catalogue lacks.
 */

/**
 * A lessor's keys by the service unit E48: what a landowner invoices the operator for the site it
 * leases (land, rooftop, building space, right of way) and what comes with that lease.
 */
export const LEASE_PRODUCT_KEYS: readonly string[] = [
  // Lease and rental of property (801315): the site itself, whether land and rights of way
  // (arrendamiento de tierras), a rooftop or floor of a dwelling or of a commercial or industrial
  // building, or another rented space.
  '80131500',
  '80131501',
  '80131502',
  '80131503',
  '80131504',
  '80131505',
  '80131506',
  // Sale of property (801316) and escrow and title services (801317): a right of way or plot
  // assigned to the operator for good, and the title work that secures it.
  '80131600',
  '80131700',
  // Real estate management (801318): the building's administration fee a rooftop lease carries,
  // and the appraisal a lease renewal rests on.
  '80131800',
  '80131801',
  '80131802',
  // The keys the lessor table gives the other units (MTK, M4, C62, XNA): the same concepts
  // invoiced by the service unit instead.
  '84101600',
  '93161700',
  '94121504',
  // Utilities the owner supplies to the site and bills with the lease: water, and the electricity
  // of the meter the site draws on (single, two or three phase).
  '83101500',
  '83101800',
  '83101801',
  '83101802',
  '83101803',
  // The property's insurance, and the building's security and cleaning of the shared areas, which
  // a lease passes on to the tenant.
  '84131500',
  '92121500',
  '76111500',
];

/**
 * A supplier's keys: the goods and services a tower operator buys for its sites — maintenance of
 * towers, shelters and buildings; electrical work and equipment; civil works; telecom equipment
 * and its installation; security; cleaning; generators and their fuel; air conditioning;
 * transport; professional services.
 */
export const SUPPLIER_PRODUCT_KEYS: readonly string[] = [
  // Maintenance and repair of towers, shelters and buildings: building support and maintenance
  // (the demo's 72101500 and 72101507), facility and infrastructure maintenance, pest control.
  '72101500',
  '72101507',
  '72102100',
  '72102900',
  '72103300',
  // Specialised trades on site: electrical systems, communication systems (antennas, cabling),
  // security systems, air conditioning, painting, masonry, roofing, structural steel (towers).
  '72151200',
  '72151300',
  '72151500',
  '72151600',
  '72151700',
  '72151900',
  '72152600',
  '72152900',
  // Civil works: access roads, land preparation and excavation, civil engineering.
  '72141000',
  '72141500',
  '81101500',
  // Electrical equipment and supplies: power conditioning (the demo's 39121000), distribution and
  // control centres, boxes and enclosures, connectors, switches and relays, circuit protection,
  // electrical hardware, conduit.
  '39121000',
  '39121100',
  '39121300',
  '39121400',
  '39121500',
  '39121600',
  '39121700',
  '39131700',
  // Wire, cable and batteries: power and telecom cabling, the sites' battery banks.
  '26121500',
  '26121600',
  '26111700',
  // Generators, engines and their filters: a site's backup power.
  '26111600',
  '26101500',
  '40161500',
  // Fuel and lubricants for generators and vehicles: diesel, petrol (under and over 91 octane).
  '15101500',
  '15101505',
  '15101514',
  '15101515',
  '15121500',
  // Air conditioning of shelters and equipment rooms: equipment and air conditioners.
  '40101700',
  '40101701',
  // Telecom equipment: mobile network infrastructure, fixed and optical network equipment, network
  // service and telephony equipment, data and voice platforms, computers.
  '43223100',
  '43221700',
  '43221800',
  '43222600',
  '43222800',
  '43223300',
  '43211500',
  // Telecom and internet services: links and lines the sites use.
  '81161700',
  '81112100',
  '83111500',
  '83111600',
  '83121700',
  // Security: guards, security systems services, surveillance and detection equipment, locks,
  // fire fighting equipment.
  '92121500',
  '92121700',
  '46171500',
  '46171600',
  '46191600',
  // Safety equipment for crews: safety apparel and footwear, head and face protection, fall
  // protection for tower climbing.
  '46181500',
  '46181600',
  '46181700',
  '46182300',
  // Cleaning, grounds and waste: cleaning of buildings and sites, cleaning and restroom supplies,
  // grounds keeping, refuse and hazardous waste disposal.
  '76111500',
  '47131700',
  '47131800',
  '70111700',
  '76121500',
  '76121900',
  // Transport and logistics: road freight (local, regional and national), freight charges,
  // courier, passenger transport for crews, vehicle maintenance.
  '78101800',
  '78101801',
  '78101802',
  '78121603',
  '78102200',
  '78111800',
  '78181500',
  // Construction materials and hardware: concrete and mortars, cement and lime, screws, bolts
  // and nuts, ladders and scaffolding, power tools, lifting equipment (hoists for tower work).
  '30111500',
  '30111600',
  '31161500',
  '31161600',
  '31161700',
  '30191500',
  '27112700',
  '24101600',
  // Engineering and project work: mechanical and electrical engineering, quality control,
  // project management.
  '81101600',
  '81101700',
  '81141500',
  '80101600',
  // Professional and business services: management consulting, temporary staff, accounting,
  // audit, business law, software and its maintenance, training, insurance of the sites.
  '80101500',
  '80111600',
  '84111500',
  '84111600',
  '80121600',
  '81111500',
  '81112200',
  '86101700',
  '84131500',
  // Utilities a supplier re-bills: water and electricity.
  '83101500',
  '83101800',
];
