import type { GatsbyNode } from 'gatsby';

/** Declared types: GraphiQL shows the real shapes, and an absent optional field is null. */
export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions }) => {
  actions.createTypes(`
    type RelatedLink {
      title: String!
      url: String!
    }

    type Anchor {
      title: String!
      id: String!
      level: Int!
      "Display title: the title without its parent's prefix."
      title2: String!
    }

    "One content file (page) of the site."
    type DocPage implements Node @dontInfer {
      type: String!
      path: String!
      name: String!
      extension: String!
      size: Int!
      url: String!
      section: String!
      title: String!
      sort: Float
      group: String
      contributors: [String!]!
      related: [RelatedLink!]!
      description: String
      source: String
      edit: String
      repo: String
      thirdParty: Boolean!
      anchors: [Anchor!]!
      date: Date @dateformat
      teaser: String
      links: [String!]!
      "The line of the content file each of links is on (0 when unknown)."
      linkLines: [Int!]!
      "The column of each of links on its line (0 when unknown)."
      linkColumns: [Int!]!
      headingIds: [String!]!
      "The page body rendered to HTML at build time."
      html: String!
      "Whether the body has a tab group: its page marks <html> so the head script applies the reader's tab choice while parsing."
      hasTabs: Boolean!
      "The page as clean Markdown (CommonMark + GFM), written to its .md twin after the build."
      markdown: String!
      "Search records of the page (introduction, h2 and h3 sections), for the local search index."
      searchRecords: JSON!
    }

    "A folder of the content tree, with the total size of the files below it."
    type ContentDirectory implements Node @dontInfer {
      type: String!
      path: String!
      name: String!
      url: String!
      size: Int!
      directories: [ContentDirectory!]! @link(by: "path", from: "directoryPaths")
      pages: [DocPage!]! @link(by: "path", from: "filePaths")
    }
  `);
};
