// Affine map and integer set syntax errors name the list they are in.
#m = affine_map<(d0) (d0)>

// -----
#s = affine_set<(d0)[s0] (d0 >= 0)>

// -----
#s = affine_set<(d0)[s0] -> (d0)>

// -----
#m = affine_map<(d0)[s0] : (d0 >= 0)>

// -----
#m = affine_map<(d0) -> d0>

// -----
#m = affine_map<(d0) -> (d0>

// -----
#m = affine_map<d0 -> (d0)>

// -----
#m = affine_map<(d0 -> (d0)>

// -----
#m = affine_map<(d0)[s0 -> (d0)>

// -----
#s = affine_set<(d0) : (d0 >= 0>

// -----
#s = affine_set<(d0) : d0 >= 0>

// -----
#m = affine_map<(d0, ) -> (d0)>
