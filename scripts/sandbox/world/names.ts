export const FIRST_NAMES = [
  'Avery', 'Blake', 'Cameron', 'Devon', 'Elliot', 'Finley', 'Gray', 'Hayden', 'Indy', 'Jordan', 'Kendall', 'Logan',
  'Morgan', 'Noel', 'Oakley', 'Parker', 'Quinn', 'Riley', 'Sawyer', 'Taylor', 'Umar', 'Val', 'Wren', 'Xavier',
  'Yael', 'Zion', 'Alex', 'Bailey', 'Charlie', 'Dakota', 'Emery', 'Frankie', 'Greer', 'Harley', 'Jamie', 'Kai',
  'Lane', 'Marley', 'Nico', 'Peyton', 'Reese', 'Sage', 'Shay', 'Skyler', 'Sidney', 'Tatum', 'Rowan', 'Jesse',
] as const;

export const LAST_NAMES = [
  'Anderson', 'Brooks', 'Carter', 'Diaz', 'Edwards', 'Foster', 'Garcia', 'Hughes', 'Ingram', 'Jensen', 'Kim',
  'Lopez', 'Mitchell', 'Nguyen', 'Owens', 'Patel', 'Quintero', 'Rivera', 'Singh', 'Thompson', 'Underwood', 'Vargas',
  'Walker', 'Xu', 'Young', 'Zimmerman', 'Baker', 'Coleman', 'Dunn', 'Ellis', 'Fisher', 'Grant', 'Holt', 'Iverson',
  'Jordan', 'Keller', 'Lambert', 'Moreno', 'Nash', 'Ortiz', 'Price', 'Reyes', 'Shaw', 'Tran', 'Vaughn', 'Wells',
] as const;

export const STREETS = ['Oak', 'Maple', 'Cedar', 'Pine', 'Elm', 'Walnut', 'Hickory', 'Birch', 'Willow', 'Aspen', 'Lake', 'Hill'] as const;
export const STREET_KINDS = ['Street', 'Avenue', 'Road', 'Lane', 'Drive', 'Court', 'Boulevard'] as const;

export const CITIES: ReadonlyArray<readonly [string, string, string]> = [
  ['Columbus', 'OH', '43215'], ['Nashville', 'TN', '37203'], ['Memphis', 'TN', '38103'], ['Des Moines', 'IA', '50309'],
  ['Syracuse', 'NY', '13202'], ['Miami', 'FL', '33131'], ['Austin', 'TX', '78701'], ['Denver', 'CO', '80202'],
  ['Atlanta', 'GA', '30303'], ['Chicago', 'IL', '60601'], ['Phoenix', 'AZ', '85004'], ['Seattle', 'WA', '98101'],
  ['Boston', 'MA', '02108'], ['Raleigh', 'NC', '27601'], ['Portland', 'OR', '97204'], ['Omaha', 'NE', '68102'],
];

export const COMPANY_WORDS = ['Summit', 'Harbor', 'Keystone', 'Prairie', 'Riverbend', 'Ironwood', 'Bluebird', 'Granite', 'Evergreen', 'Lakeside'] as const;
export const COMPANY_KINDS = ['Logistics', 'Builders', 'Medical Group', 'Foods', 'Supply Co.', 'Energy', 'Transport', 'Hospitality'] as const;
