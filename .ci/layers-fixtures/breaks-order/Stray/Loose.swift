struct Loose {}
