import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  root: {
    id: 'ResourceBrowser.root',
    defaultMessage: 'Resources',
    description: 'First breadcrumb: the top of the machine resource tree',
  },
  searchLabel: {
    id: 'ResourceBrowser.searchLabel',
    defaultMessage: 'Search in resources',
    description: 'Accessible label of the resource search box',
  },
  searchPlaceholder: {
    id: 'ResourceBrowser.searchPlaceholder',
    defaultMessage: 'Search files in all folders',
    description: 'Placeholder of the resource search box',
  },
  clearSearch: {
    id: 'ResourceBrowser.clearSearch',
    defaultMessage: 'Clear search',
    description: 'Button that empties the resource search box and shows the folders again',
  },
  filterLabel: {
    id: 'ResourceBrowser.filterLabel',
    defaultMessage: 'Filter by file type',
    description: 'Accessible name of the group of file type chips',
  },
  clearFilter: {
    id: 'ResourceBrowser.clearFilter',
    defaultMessage: 'Clear filter',
    description: 'Button that turns every file type chip off',
  },
  chipDocument: {
    id: 'ResourceBrowser.chipDocument',
    defaultMessage: 'Documents',
    description: 'Filter chip: documents and links (file type 1)',
  },
  chipForm: {
    id: 'ResourceBrowser.chipForm',
    defaultMessage: 'Forms',
    description: 'Filter chip: forms (file type 2)',
  },
  chipPartDrawing: {
    id: 'ResourceBrowser.chipPartDrawing',
    defaultMessage: 'Part drawings',
    description: 'Filter chip: part drawings (file type 3)',
  },
  chipMedia: {
    id: 'ResourceBrowser.chipMedia',
    defaultMessage: 'Media',
    description: 'Filter chip: images and videos',
  },
  kindDocument: {
    id: 'ResourceBrowser.kindDocument',
    defaultMessage: 'Document',
    description: 'Type of a file row: a stored document',
  },
  kindLink: {
    id: 'ResourceBrowser.kindLink',
    defaultMessage: 'Link',
    description: 'Type of a file row: a web address',
  },
  kindForm: {
    id: 'ResourceBrowser.kindForm',
    defaultMessage: 'Form',
    description: 'Type of a file row: a form',
  },
  kindPartDrawing: {
    id: 'ResourceBrowser.kindPartDrawing',
    defaultMessage: 'Part drawing',
    description: 'Type of a file row: a part drawing (exploded view)',
  },
  kindImage: {
    id: 'ResourceBrowser.kindImage',
    defaultMessage: 'Image',
    description: 'Type of a file row: a picture',
  },
  kindVideo: {
    id: 'ResourceBrowser.kindVideo',
    defaultMessage: 'Video',
    description: 'Type of a file row: a video',
  },
  breadcrumbsLabel: {
    id: 'ResourceBrowser.breadcrumbsLabel',
    defaultMessage: 'Folder path',
    description: 'Accessible name of the breadcrumb navigation of the resource browser',
  },
  folders: {
    id: 'ResourceBrowser.folders',
    defaultMessage: 'Folders',
    description: 'Heading above the folder tiles',
  },
  files: {
    id: 'ResourceBrowser.files',
    defaultMessage: 'Files',
    description: 'Heading above the file list of the open folder',
  },
  searchResults: {
    id: 'ResourceBrowser.searchResults',
    defaultMessage: 'Search results',
    description: 'Accessible name of the list of files found by the search',
  },
  opensInNewTab: {
    id: 'ResourceBrowser.opensInNewTab',
    defaultMessage: '(opens in a new tab)',
    description: 'Read by screen readers after a file name: the file opens in a new browser tab',
  },
  opening: {
    id: 'ResourceBrowser.opening',
    defaultMessage: 'Opening…',
    description: 'Shown on a file row while the file is being fetched',
  },
  fromMachineHistory: {
    id: 'ResourceBrowser.fromMachineHistory',
    defaultMessage: 'From the machine history',
    description: 'Where a folder comes from: the machine itself (its service history)',
  },
  fromSupplierUnnamed: {
    id: 'ResourceBrowser.fromSupplierUnnamed',
    defaultMessage: 'From the supplier',
    description: 'Where a folder comes from: the supplier, name unknown',
  },
  fromModelUnnamed: {
    id: 'ResourceBrowser.fromModelUnnamed',
    defaultMessage: 'From the model',
    description: 'Where a folder comes from: the machine model, name unknown',
  },
  fromJobUnnamed: {
    id: 'ResourceBrowser.fromJobUnnamed',
    defaultMessage: 'From a service job',
    description: 'Where a folder comes from: a job, name unknown',
  },
  emptyTreeTitle: {
    id: 'ResourceBrowser.emptyTreeTitle',
    defaultMessage: 'No resources yet',
    description: 'Empty resource tree: title',
  },
  emptyTreeText: {
    id: 'ResourceBrowser.emptyTreeText',
    defaultMessage:
      'Documents, forms, drawings and photos from the supplier, the model and the service jobs of this machine appear here.',
    description: 'Empty resource tree: explanation',
  },
  emptyFolderTitle: {
    id: 'ResourceBrowser.emptyFolderTitle',
    defaultMessage: 'This folder is empty',
    description: 'Open folder without files or sub-folders: title',
  },
  emptyFolderText: {
    id: 'ResourceBrowser.emptyFolderText',
    defaultMessage: 'Nothing has been added to it yet.',
    description: 'Open folder without files or sub-folders: explanation',
  },
  noResultsText: {
    id: 'ResourceBrowser.noResultsText',
    defaultMessage: 'Check the spelling or try another word. The search looks through every folder.',
    description: 'Search without results: explanation',
  },
  failedTitle: {
    id: 'ResourceBrowser.failedTitle',
    defaultMessage: 'The resources could not be loaded',
    description: 'The resource tree call failed: title (the server message is in the snackbar)',
  },
  failedText: {
    id: 'ResourceBrowser.failedText',
    defaultMessage: 'Check your connection and try again.',
    description: 'The resource tree call failed: explanation',
  },
  retry: {
    id: 'ResourceBrowser.retry',
    defaultMessage: 'Retry',
    description: 'Button: load the resource tree again',
  },
});

/** Messages with values (typed, so a missing or misspelt value is a type error). */
export const valueMessages = defineMessages<{
  fileCount: { count: number };
  fileCountFiltered: { shown: number; total: number };
  chipCount: { count: number };
  hiddenByFilter: { count: number };
  resultCount: { count: number; query: string };
  noResultsTitle: { query: string };
  fromSupplier: { name: string };
  fromModel: { name: string };
  fromJob: { name: string };
  openFolder: { path: string };
}>({
  fileCount: {
    id: 'ResourceBrowser.fileCount',
    defaultMessage: '{count, plural, =0 {No files} one {# file} other {# files}}',
    description: 'Folder tile: how many files the folder and its sub-folders hold',
  },
  fileCountFiltered: {
    id: 'ResourceBrowser.fileCountFiltered',
    defaultMessage: '{shown} of {total, plural, one {# file} other {# files}}',
    description: 'Folder tile while a type filter is on: files that pass the filter, of all files',
  },
  chipCount: {
    id: 'ResourceBrowser.chipCount',
    defaultMessage: '{count, plural, one {# file} other {# files}}',
    description: 'Read by screen readers after a chip label: how many files of that type there are',
  },
  hiddenByFilter: {
    id: 'ResourceBrowser.hiddenByFilter',
    defaultMessage:
      '{count, plural, one {# file is hidden by the filter} other {# files are hidden by the filter}}',
    description: 'Notice when the type filter hides files of the open folder or of the search results',
  },
  resultCount: {
    id: 'ResourceBrowser.resultCount',
    defaultMessage:
      '{count, plural, one {# file matches “{query}”} other {# files match “{query}”}} in all folders',
    description: 'Summary above the search results',
  },
  noResultsTitle: {
    id: 'ResourceBrowser.noResultsTitle',
    defaultMessage: 'No files match “{query}”',
    description: 'Search without results: title',
  },
  fromSupplier: {
    id: 'ResourceBrowser.fromSupplier',
    defaultMessage: 'From supplier {name}',
    description: 'Where a folder comes from: the supplier, by name',
  },
  fromModel: {
    id: 'ResourceBrowser.fromModel',
    defaultMessage: 'From model {name}',
    description: 'Where a folder comes from: the machine model, by name',
  },
  fromJob: {
    id: 'ResourceBrowser.fromJob',
    defaultMessage: 'From job {name}',
    description: 'Where a folder comes from: a service job, by name',
  },
  openFolder: {
    id: 'ResourceBrowser.openFolder',
    defaultMessage: 'Open folder {path}',
    description: 'Accessible name of the folder path under a search result (opens that folder)',
  },
});
