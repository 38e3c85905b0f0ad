/** The element tree and serializer the generator writes with: the production one of issue/. */
export * from '../issue/xml-writer';
